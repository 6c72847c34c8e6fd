// 出題分析 (product §4.23): a course's topics × academic years grid, for all its professors or one, counted from
// confirmed tags of the questions of exams not in the trash, with 多年未考 for topics not asked in three years.
import { errorCatalogue, type Fingerprint, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { archives, courses, topics as topicRows } from '../db/schema.ts';
import { questionsOf, replaceProposals } from '../questions/repository.ts';
import type { SignedIn } from '../test-support/answers.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, signedInUser } from '../test-support/archives.ts';

const t = useTestApp();
let reader: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  [reader, admin] = await Promise.all([signedInUser(t), signedInUser(t, { isAdmin: true })]);
});

const { topics } = routes;
let counter = 0;

async function insertTopic(parentId: number | null, name: string) {
  counter += 1;
  const [row] = await t.db
    .insert(topicRows)
    .values({ parentId, nameZh: `${name}${counter}`, nameEn: `${name} ${counter}`, keywords: [] })
    .returning();
  if (!row) throw new Error('the topic was not stored');
  return row;
}

/** An exam of the course with `questions` questions; their ids in order. */
async function exam(
  courseId: number,
  values: { professor: string; academicYear: number },
  questions: number,
) {
  const archive = await insertArchive(t, { courseId, ...values });
  const proposals = Array.from({ length: questions }, (_, index) => ({
    page: 1,
    top: (index + 1) / (questions + 1),
    name: `第 ${index + 1} 題`,
  }));
  await replaceProposals(t.db, archive.id, proposals);
  const rows = await questionsOf(t.db, archive.id);
  return { aid: String(archive.id), questions: rows.map((row) => row.id) };
}

type Exam = Awaited<ReturnType<typeof exam>>;
const tagParams = (of: Exam, index: number, topicId: number) => {
  const qid = of.questions[index];
  if (qid === undefined) throw new Error(`no question ${index}`);
  return { params: { aid: of.aid, qid: String(qid), tid: String(topicId) } };
};
const confirm = (of: Exam, index: number, topicId: number) =>
  t.client().output(topics.confirmQuestionTopic, tagParams(of, index, topicId), { token: admin.token });

function fingerprint(courseId: number, professor?: string) {
  return t
    .client()
    .call(
      topics.courseFingerprint,
      { params: { id: String(courseId) }, query: professor === undefined ? {} : { professor } },
      { token: reader.token },
    );
}
async function fingerprintOk(courseId: number, professor?: string): Promise<Fingerprint> {
  const answer = await fingerprint(courseId, professor);
  if (!answer.ok) throw new Error(`the fingerprint answered ${answer.status}`);
  return answer.body;
}

/** A row as a test reads it: the topic's name, its counts by year, its total and whether it is 多年未考. */
const shape = (row: Fingerprint['areas'][number]['topics'][number]) => ({
  name: row.topic.name_zh,
  counts: row.counts,
  total: row.total,
  last_year: row.last_year,
  dormant: row.dormant,
});

describe('a course with two professors', () => {
  const course = { id: 0 };
  const tree = { area: { id: 0, nameZh: '' }, sorting: { id: 0, nameZh: '' }, graphs: { id: 0, nameZh: '' } };
  let other = { id: 0 };

  beforeAll(async () => {
    course.id = (await insertCourse(t)).id;
    const area = await insertTopic(null, '演算法分析');
    tree.area = area;
    tree.sorting = await insertTopic(area.id, '排序');
    tree.graphs = await insertTopic(area.id, '圖論');
    other = await insertTopic(null, '網路');
    const networking = await insertTopic(other.id, '路由');

    const zhang105 = await exam(course.id, { professor: '張教授', academicYear: 105 }, 2);
    await exam(course.id, { professor: '張教授', academicYear: 108 }, 1);
    const zhang109 = await exam(course.id, { professor: '張教授', academicYear: 109 }, 2);
    const li110 = await exam(course.id, { professor: '李教授', academicYear: 110 }, 2);
    const li110b = await exam(course.id, { professor: '李教授', academicYear: 110 }, 1);
    const trashed = await exam(course.id, { professor: '王教授', academicYear: 111 }, 1);

    await confirm(zhang105, 0, tree.sorting.id);
    // One question with two topics of one area: once in each topic, once in the area.
    await confirm(zhang105, 1, tree.sorting.id);
    await confirm(zhang105, 1, tree.graphs.id);
    await confirm(zhang109, 0, tree.graphs.id);
    // Proposed only: not counted.
    await t
      .client()
      .output(
        topics.proposeQuestionTopic,
        { ...tagParams(zhang109, 1, networking.id), body: {} },
        { token: reader.token },
      );
    await confirm(li110, 0, tree.sorting.id);
    // Tagged with the area itself: counted in the area only.
    await confirm(li110, 1, tree.area.id);
    // Rejected: not counted.
    await t
      .client()
      .output(topics.rejectQuestionTopic, tagParams(li110b, 0, tree.graphs.id), { token: admin.token });
    // Tagged, then put in the trash: not counted, nor its year, nor its professor.
    await confirm(trashed, 0, tree.sorting.id);
    await t.db
      .update(archives)
      .set({ deletedAt: new Date() })
      .where(eq(archives.id, Number(trashed.aid)));
  });

  test('all professors: every year with an exam, each topic counted per year, its area once per question', async () => {
    const all = await fingerprintOk(course.id);
    expect(all.course.id).toBe(course.id);
    expect(all.professor).toBeNull();
    expect([...all.professors].sort()).toEqual(['張教授', '李教授'].sort());
    expect(all.years).toEqual([
      { academic_year: 105, exams: 1 },
      { academic_year: 108, exams: 1 },
      { academic_year: 109, exams: 1 },
      { academic_year: 110, exams: 2 },
    ]);
    expect(all.now_year).toBe(110);
    expect(all.questions).toEqual({ total: 8, tagged: 5 });
    expect(all.areas.map((area) => area.topic.id)).toEqual([tree.area.id]);
    const [area] = all.areas;
    expect(area && shape(area)).toEqual({
      name: tree.area.nameZh,
      counts: [2, 0, 1, 2],
      total: 5,
      last_year: 110,
      dormant: false,
    });
    expect(area?.topics.map(shape)).toEqual(
      [
        { name: tree.graphs.nameZh, counts: [1, 0, 1, 0], total: 2, last_year: 109, dormant: false },
        { name: tree.sorting.nameZh, counts: [2, 0, 0, 1], total: 3, last_year: 110, dormant: false },
      ].sort((a, b) => new Intl.Collator('zh-TW').compare(a.name, b.name)),
    );
  });

  test('one professor: only their exams, and 多年未考 judged from their newest year', async () => {
    const zhang = await fingerprintOk(course.id, '張教授');
    expect(zhang.professor).toBe('張教授');
    expect(zhang.professors).toHaveLength(2);
    expect(zhang.years.map((year) => year.academic_year)).toEqual([105, 108, 109]);
    expect(zhang.now_year).toBe(109);
    expect(zhang.questions).toEqual({ total: 5, tagged: 3 });
    const rows = zhang.areas[0]?.topics.map(shape) ?? [];
    expect(rows.find((row) => row.name === tree.sorting.nameZh)).toEqual({
      name: tree.sorting.nameZh,
      counts: [2, 0, 0],
      total: 2,
      last_year: 105,
      dormant: true,
    });
    expect(rows.find((row) => row.name === tree.graphs.nameZh)).toMatchObject({
      counts: [1, 0, 1],
      dormant: false,
    });

    const li = await fingerprintOk(course.id, ' 李教授 ');
    expect(li.years).toEqual([{ academic_year: 110, exams: 2 }]);
    expect(li.areas.map(shape)).toEqual([
      { name: tree.area.nameZh, counts: [2], total: 2, last_year: 110, dormant: false },
    ]);
    expect(li.areas[0]?.topics.map(shape)).toEqual([
      { name: tree.sorting.nameZh, counts: [1], total: 1, last_year: 110, dormant: false },
    ]);
  });

  test('a professor not of the course, or only of its trash, and a blank one are refused in zh-TW', async () => {
    for (const professor of ['陳教授', '王教授']) {
      expect(await fingerprint(course.id, professor)).toMatchObject({
        status: 404,
        body: {
          code: 'professor_not_in_course',
          detail: errorCatalogue.professor_not_in_course.message,
        },
      });
    }
    expect(await fingerprint(course.id, '   ')).toMatchObject({
      status: 400,
      body: { detail: '請選擇教授' },
    });
  });
});

test('多年未考 starts when the last three years up to the newest exam did not ask it', async () => {
  const course = await insertCourse(t);
  const area = await insertTopic(null, '作業系統概論');
  const [threeAgo, twoAgo] = [await insertTopic(area.id, '排程'), await insertTopic(area.id, '記憶體')];
  await confirm(await exam(course.id, { professor: '林教授', academicYear: 110 }, 1), 0, threeAgo.id);
  await confirm(await exam(course.id, { professor: '林教授', academicYear: 111 }, 1), 0, twoAgo.id);
  await exam(course.id, { professor: '林教授', academicYear: 113 }, 1);
  const chart = await fingerprintOk(course.id);
  expect(chart.now_year).toBe(113);
  const dormant = Object.fromEntries(chart.areas[0]?.topics.map((row) => [row.topic.id, row.dormant]) ?? []);
  expect(dormant).toEqual({ [threeAgo.id]: true, [twoAgo.id]: false });
  // The area was asked two years before the newest exam.
  expect(chart.areas[0]).toMatchObject({ last_year: 111, dormant: false });
});

test('a course without exams has an empty chart; a course missing or deleted is not found', async () => {
  const course = await insertCourse(t);
  expect(await fingerprintOk(course.id)).toEqual({
    course: { id: course.id, name: course.name },
    professor: null,
    professors: [],
    years: [],
    now_year: null,
    questions: { total: 0, tagged: 0 },
    areas: [],
  });
  const gone = await insertCourse(t);
  await exam(gone.id, { professor: '林教授', academicYear: 112 }, 1);
  await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, gone.id));
  for (const id of [gone.id, 2_000_000])
    expect(await fingerprint(id)).toMatchObject({
      status: 404,
      body: { code: 'course_not_found', detail: errorCatalogue.course_not_found.message },
    });
});
