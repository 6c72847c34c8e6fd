// 主題 (product §4.19): the department's two-level tree, edited by admins and course experts, imported from and
// exported to JSON; each question's tags, suggested by keywords in its text, proposed by anyone signed in and
// confirmed or rejected by an expert of its course or an admin; a topic's page; search narrowed by topic.
import { errorCatalogue, routes, type TopicFileInput } from '@pastexam/api-contract';
import { beforeAll, describe, expect, test } from 'vitest';
import { answered, courseExpert, type SignedIn } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';
import { textExam } from '../test-support/text-exams.ts';

const t = useTestApp();
let reader: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  [reader, admin] = await Promise.all([signedInUser(t), signedInUser(t, { isAdmin: true })]);
});

const { topics } = routes;
const tree = (token: string) => t.client().output(topics.listTopics, {}, { token });
const exported = () => t.client().output(topics.exportTopics, {}, { token: admin.token });
let counter = 0;
const unique = (name: string) => `${name} ${++counter}`;

function createTopic(
  token: string,
  body: { parent_id?: number | null; name_zh: string; name_en: string; keywords?: string[] },
) {
  return t.client().call(topics.createTopic, { body }, { token });
}

describe('the tree', () => {
  test('is seeded with CS2023 knowledge areas two levels deep, and readers may not edit it', async () => {
    const seeded = await tree(reader.token);
    expect(seeded.can_edit).toBe(false);
    expect(seeded.areas.length).toBeGreaterThanOrEqual(8);
    const algorithms = seeded.areas.find((area) => area.name_en === 'Algorithms');
    expect(algorithms).toMatchObject({ name_zh: '演算法', parent_id: null });
    expect(algorithms?.children.map((child) => child.name_en)).toContain('Sorting');
    for (const name of ['資料結構', '作業系統', '計算機網路'])
      expect(seeded.areas.map((area) => area.name_zh)).toContain(name);
    for (const area of seeded.areas) for (const child of area.children) expect(child.parent_id).toBe(area.id);

    const refused = await createTopic(reader.token, { name_zh: '密碼學', name_en: 'Cryptography' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'topic_editor_only' } });
    expect(await tree(reader.token)).toEqual(seeded);
  });

  test('an expert builds an area and a topic under it, but no third level, and no two siblings of one name', async () => {
    const course = await insertCourse(t);
    const expert = await courseExpert(t, course.id);
    expect((await tree(expert.token)).can_edit).toBe(true);
    const areaName = unique('密碼學');
    const area = await createTopic(expert.token, { name_zh: areaName, name_en: unique('Cryptography') });
    if (!area.ok) throw new Error(`create answered ${area.status}`);
    expect(area.status).toBe(201);
    const child = await createTopic(expert.token, {
      parent_id: area.body.id,
      name_zh: '公開金鑰',
      name_en: 'Public-Key Cryptography',
      keywords: ['RSA', '公開金鑰', 'rsa'],
    });
    if (!child.ok) throw new Error(`create answered ${child.status}`);
    expect(child.body).toMatchObject({ parent_id: area.body.id, keywords: ['rsa', '公開金鑰'] });

    const deeper = await createTopic(expert.token, {
      parent_id: child.body.id,
      name_zh: '橢圓曲線',
      name_en: 'ECC',
    });
    expect(deeper).toMatchObject({
      status: 409,
      body: { code: 'topic_too_deep', detail: errorCatalogue.topic_too_deep.message },
    });
    const twin = await createTopic(expert.token, {
      parent_id: area.body.id,
      name_zh: '公開金鑰',
      name_en: 'Other',
    });
    expect(twin).toMatchObject({ status: 409, body: { code: 'duplicate_topic' } });
    const missing = await createTopic(expert.token, { parent_id: 2_000_000, name_zh: '某', name_en: 'Some' });
    expect(missing).toMatchObject({ status: 404, body: { code: 'topic_not_found' } });

    const edited = await t
      .client()
      .output(
        topics.updateTopic,
        { params: { tid: String(child.body.id) }, body: { name_en: 'Public Key', keywords: ['rsa'] } },
        { token: expert.token },
      );
    expect(edited).toMatchObject({ name_zh: '公開金鑰', name_en: 'Public Key', keywords: ['rsa'] });
    const shown = (await tree(reader.token)).areas.find((one) => one.id === area.body.id);
    expect(shown?.children.map((one) => one.name_en)).toEqual(['Public Key']);

    // A reader may not remove it; the expert removes the area with its topic.
    const tid = String(area.body.id);
    expect(
      await t.client().call(topics.deleteTopic, { params: { tid } }, { token: reader.token }),
    ).toMatchObject({
      status: 403,
    });
    await t.client().output(topics.deleteTopic, { params: { tid } }, { token: expert.token });
    const after = await tree(reader.token);
    expect(after.areas.map((one) => one.name_zh)).not.toContain(areaName);
  });

  test('exports to JSON and imports it back unchanged; an import adds and updates, and bad files change nothing', async () => {
    const before = await exported();
    expect(await t.client().output(topics.importTopics, { body: before }, { token: admin.token })).toEqual({
      added: 0,
      updated: 0,
    });
    expect(await exported()).toEqual(before);

    const areaName = unique('量子計算');
    const file: TopicFileInput = {
      version: 1,
      areas: [
        {
          name_zh: areaName,
          name_en: unique('Quantum Computing'),
          children: [{ name_zh: '量子位元', name_en: 'Qubits', keywords: ['qubit'] }],
        },
        { name_zh: '演算法', name_en: 'Algorithms', keywords: ['algorithm'] },
      ],
    };
    const result = await t.client().output(topics.importTopics, { body: file }, { token: admin.token });
    expect(result).toEqual({ added: 2, updated: 1 });
    const now = await exported();
    const imported = now.areas.find((area) => area.name_zh === areaName);
    expect(imported?.children).toEqual([{ name_zh: '量子位元', name_en: 'Qubits', keywords: ['qubit'] }]);
    // The seeded topics under 演算法 are kept: an import removes nothing.
    const algorithms = now.areas.find((area) => area.name_zh === '演算法');
    expect(algorithms?.keywords).toEqual(['algorithm']);
    expect(algorithms?.children.map((child) => child.name_en)).toContain('Sorting');

    const bad: unknown[] = [
      { version: 2, areas: [] },
      { version: 1, areas: [{ name_zh: '', name_en: 'Empty' }] },
      {
        version: 1,
        areas: [{ name_zh: '甲', name_en: 'A', children: [{ name_zh: '乙', name_en: 'B', children: [] }] }],
      },
      {
        version: 1,
        areas: [
          { name_zh: '丙', name_en: 'C' },
          { name_zh: '丙', name_en: 'D' },
        ],
      },
    ];
    for (const body of bad) {
      const response = await t.client().request('POST', '/api/topics/import', {
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': 'application/json',
          cookie: 'XSRF-TOKEN=x',
          'X-XSRF-TOKEN': 'x',
        },
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const detail = ((await response.json()) as { detail: string }).detail;
      expect(detail).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await exported()).toEqual(now);
    // An experts' import would be refused: the file is the admins'.
    const refused = await t.client().call(topics.importTopics, { body: file }, { token: reader.token });
    expect(refused).toMatchObject({ status: 403 });
  });
});

const DEADLOCK = '請說明死結（deadlock）發生的四個必要條件，並說明如何預防。';
const SORT = 'Write merge sort in pseudo-code and explain why it is stable.';

describe("a question's tags", () => {
  const seededId = async (nameEn: string) => {
    const found = (await tree(reader.token)).areas
      .flatMap((area) => area.children)
      .find((one) => one.name_en === nameEn);
    if (!found) throw new Error(`no seeded topic ${nameEn}`);
    return found.id;
  };
  const tags = (token: string, aid: number, qid: number) =>
    t
      .client()
      .output(topics.listQuestionTopics, { params: { aid: String(aid), qid: String(qid) } }, { token });
  const params = (aid: number, qid: number, tid: number) => ({
    aid: String(aid),
    qid: String(qid),
    tid: String(tid),
  });

  test('are suggested by keywords in Chinese and English text, proposed by anyone, confirmed by an expert of the course', async () => {
    const course = await insertCourse(t);
    const expert = await courseExpert(t, course.id);
    const elsewhere = await courseExpert(t, (await insertCourse(t)).id);
    const { archive, questions } = await textExam(t, course.id, 112, [DEADLOCK, SORT]);
    const [deadlockQ = 0, sortQ = 0] = questions;
    const [deadlock, sorting] = [await seededId('Synchronization and Deadlock'), await seededId('Sorting')];

    const first = await tags(reader.token, archive.id, deadlockQ);
    expect(first.can_decide).toBe(false);
    expect(first.topics).toEqual([
      {
        topic: expect.objectContaining({ id: deadlock, name_zh: '同步與死結', area_zh: '作業系統' }),
        status: 'suggested',
        source: 'keyword',
      },
    ]);
    expect(
      (await tags(reader.token, archive.id, sortQ)).topics.map((one) => [one.topic.id, one.status]),
    ).toEqual([[sorting, 'suggested']]);

    const proposed = await t
      .client()
      .output(
        topics.proposeQuestionTopic,
        { params: params(archive.id, deadlockQ, deadlock), body: { source: 'keyword' } },
        { token: reader.token },
      );
    expect(proposed.topics).toEqual([expect.objectContaining({ status: 'proposed', source: 'keyword' })]);

    for (const who of [reader, elsewhere]) {
      const refused = await t
        .client()
        .call(
          topics.confirmQuestionTopic,
          { params: params(archive.id, deadlockQ, deadlock) },
          { token: who.token },
        );
      expect(refused).toMatchObject({ status: 403, body: { code: 'not_topic_decider' } });
    }
    const confirmed = await t
      .client()
      .output(
        topics.confirmQuestionTopic,
        { params: params(archive.id, deadlockQ, deadlock) },
        { token: expert.token },
      );
    expect(confirmed).toMatchObject({
      can_decide: true,
      topics: [{ status: 'confirmed', topic: { id: deadlock } }],
    });
    // A proposal of a confirmed tag leaves it confirmed.
    await t
      .client()
      .output(
        topics.proposeQuestionTopic,
        { params: params(archive.id, deadlockQ, deadlock), body: {} },
        { token: reader.token },
      );
    expect((await tags(reader.token, archive.id, deadlockQ)).topics[0]?.status).toBe('confirmed');

    // A rejected suggestion is not suggested again.
    const rejected = await t
      .client()
      .output(
        topics.rejectQuestionTopic,
        { params: params(archive.id, sortQ, sorting) },
        { token: admin.token },
      );
    expect(rejected.topics).toEqual([]);

    // The topic's page lists the question with its exam, and counts answered ones.
    const page = () =>
      t
        .client()
        .output(topics.topicQuestions, { params: { tid: String(deadlock) } }, { token: reader.token });
    const mine = async () => {
      const body = await page();
      return { ...body, questions: body.questions.filter((one) => one.course.id === course.id) };
    };
    expect((await mine()).questions).toEqual([
      {
        question: { id: deadlockQ, name: '第 1 題' },
        archive: expect.objectContaining({ id: archive.id, academic_year: 112 }),
        course: { id: course.id, name: course.name },
        topic_id: deadlock,
        status: 'confirmed',
        answer_count: 0,
      },
    ]);
    const coverage = (await page()).coverage;
    await answered(t, reader.token, String(archive.id), deadlockQ);
    expect((await mine()).questions[0]?.answer_count).toBe(1);
    expect((await page()).coverage).toEqual({ answered: coverage.answered + 1, total: coverage.total });
    // The area's page holds its topics' questions.
    const areaId =
      (await tree(reader.token)).areas.find((area) => area.name_en === 'Operating Systems')?.id ?? 0;
    const areaPage = await t
      .client()
      .output(topics.topicQuestions, { params: { tid: String(areaId) } }, { token: reader.token });
    expect(areaPage.questions.map((one) => one.question.id)).toContain(deadlockQ);

    // Search narrowed to the topic finds the tagged question's page only.
    const found = async (topicId: number) =>
      (
        await t
          .client()
          .output(
            routes.search.search,
            { query: { q: '死結', course_id: course.id, topic_id: topicId } },
            { token: reader.token },
          )
      ).items.length;
    expect(await found(deadlock)).toBeGreaterThan(0);
    expect(await found(areaId)).toBeGreaterThan(0);
    expect(await found(sorting)).toBe(0);
  });

  test('refuse unknown questions and topics without changing anything', async () => {
    const course = await insertCourse(t);
    const { archive, questions } = await textExam(t, course.id, 111, [SORT]);
    const qid = questions[0] ?? 0;
    const missingTopic = await t
      .client()
      .call(
        topics.proposeQuestionTopic,
        { params: params(archive.id, qid, 2_000_000), body: {} },
        { token: reader.token },
      );
    expect(missingTopic).toMatchObject({ status: 404, body: { code: 'topic_not_found' } });
    const missingQuestion = await t
      .client()
      .call(
        topics.listQuestionTopics,
        { params: { aid: String(archive.id), qid: '2000000' } },
        { token: reader.token },
      );
    expect(missingQuestion).toMatchObject({ status: 404, body: { code: 'question_not_found' } });
    const missingPage = await t
      .client()
      .call(topics.topicQuestions, { params: { tid: '2000000' } }, { token: reader.token });
    expect(missingPage).toMatchObject({ status: 404, body: { code: 'topic_not_found' } });
    expect((await tags(reader.token, archive.id, qid)).topics.map((one) => one.status)).toEqual([
      'suggested',
    ]);
  });
});
