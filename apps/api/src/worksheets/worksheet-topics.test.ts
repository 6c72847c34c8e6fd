// 依主題加入: an owner adds a topic's questions to a worksheet in the topic page's order, skipping those already on
// it; a topic with none, one adding nothing new, or one that would overfill the worksheet is refused and changes
// nothing; only the owner may.
import { MAX_WORKSHEET_QUESTIONS, routes } from '@pastexam/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../storage/index.ts';
import type { SignedIn } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';
import { examWithQuestions } from '../test-support/worksheets.ts';

const t = useTestApp();
const { worksheets, topics } = routes;
let admin: SignedIn;
let owner: SignedIn;
beforeAll(async () => {
  [admin, owner] = await Promise.all([signedInUser(t, { isAdmin: true }), signedInUser(t)]);
});

let counter = 0;
/** A new area with one topic under it, made by an admin: answers both ids. */
async function areaWithTopic() {
  counter += 1;
  const make = (body: { parent_id?: number; name_zh: string; name_en: string }) =>
    t.client().output(topics.createTopic, { body }, { token: admin.token });
  const area = await make({ name_zh: `圖論 ${counter}`, name_en: `Graphs ${counter}` });
  const topic = await make({ parent_id: area.id, name_zh: '最短路徑', name_en: 'Shortest paths' });
  return { areaId: area.id, topicId: topic.id };
}

/** An exam of `count` questions in its own course, the year given. */
async function exam(tag: string, count: number, year: number) {
  const course = await insertCourse(t);
  return examWithQuestions(t.db, createStorage(t.env.storage), course, { tag, count, year });
}

/** Proposes `topicId` for each question of the archive: how anyone signed in tags a question. */
async function tag(archiveId: number, questionIds: readonly number[], topicId: number) {
  for (const qid of questionIds)
    await t
      .client()
      .output(
        topics.proposeQuestionTopic,
        { params: { aid: String(archiveId), qid: String(qid), tid: String(topicId) }, body: {} },
        { token: owner.token },
      );
}

const at = (wid: string) => ({ params: { wid } });
const ids = (sheet: { questions: { question_id: number }[] }) => sheet.questions.map((q) => q.question_id);

describe('依主題加入', () => {
  it('adds an area’s questions, its topics’ included, newest year first, after those already there', async () => {
    const { areaId, topicId } = await areaWithTopic();
    const older = await exam('Older', 2, 110);
    const newer = await exam('Newer', 2, 112);
    const [o1, o2] = older.questionIds;
    const [n1, n2] = newer.questionIds;
    if (!o1 || !o2 || !n1 || !n2) throw new Error('no questions');
    await tag(older.archive.id, [o1, o2], areaId);
    await tag(newer.archive.id, [n2, n1], topicId);
    const as = { token: owner.token };
    const sheet = await t
      .client()
      .output(worksheets.createWorksheet, { body: { title: '圖論', question_ids: [o2] } }, as);

    const done = await t
      .client()
      .output(worksheets.addWorksheetTopic, { ...at(sheet.id), body: { topic_id: areaId } }, as);
    expect(done.added).toBe(3);
    expect(ids(done.worksheet)).toEqual([o2, n1, n2, o1]);
    expect(ids(await t.client().output(worksheets.getWorksheet, at(sheet.id), as))).toEqual([o2, n1, n2, o1]);

    const again = await t
      .client()
      .refusal(worksheets.addWorksheetTopic, { ...at(sheet.id), body: { topic_id: topicId } }, as);
    expect(again).toMatchObject({ status: 409, code: 'worksheet_topic_nothing_new' });
  });

  it('refuses a topic without questions, an unknown topic and a stranger, and changes nothing', async () => {
    const { topicId } = await areaWithTopic();
    const { questionIds } = await exam('Lone', 1, 111);
    const as = { token: owner.token };
    const sheet = await t
      .client()
      .output(worksheets.createWorksheet, { body: { title: '空', question_ids: questionIds } }, as);
    const add = (topic_id: number, token: string) =>
      t.client().refusal(worksheets.addWorksheetTopic, { ...at(sheet.id), body: { topic_id } }, { token });

    expect(await add(topicId, owner.token)).toMatchObject({ status: 422, code: 'worksheet_topic_empty' });
    expect(await add(999_999, owner.token)).toMatchObject({ status: 404, code: 'topic_not_found' });
    const stranger = await signedInUser(t);
    expect(await add(topicId, stranger.token)).toMatchObject({ status: 403, code: 'not_worksheet_owner' });
    expect(ids(await t.client().output(worksheets.getWorksheet, at(sheet.id), as))).toEqual(questionIds);
  });

  it('adds none of a topic that would take the worksheet over its limit', async () => {
    const { topicId } = await areaWithTopic();
    const { archive, questionIds } = await exam('Many', MAX_WORKSHEET_QUESTIONS, 112);
    const as = { token: owner.token };
    const sheet = await t
      .client()
      .output(worksheets.createWorksheet, { body: { title: '快滿', question_ids: [] } }, as);
    // One question of the worksheet's own and the topic's 50 are one too many.
    const { questionIds: own } = await exam('Own', 1, 110);
    await t
      .client()
      .output(
        worksheets.updateWorksheet,
        { ...at(sheet.id), body: { title: '快滿', question_ids: own } },
        as,
      );
    await tag(archive.id, questionIds, topicId);

    const refused = await t
      .client()
      .refusal(worksheets.addWorksheetTopic, { ...at(sheet.id), body: { topic_id: topicId } }, as);
    expect(refused).toMatchObject({ status: 422, code: 'worksheet_topic_too_many' });
    expect(ids(await t.client().output(worksheets.getWorksheet, at(sheet.id), as))).toEqual(own);
  });
});
