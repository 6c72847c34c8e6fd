// An archive's questions (product §4.11): proposed by the text job once an archive's text is read, listed in
// order to signed-in users, replaced when the text is read again while confirmed ones stay.
import { errorCatalogue, routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { archiveQuestions, archives } from '../db/schema.ts';
import { jobLanes } from '../job-lanes.ts';
import { extractArchiveText } from '../search/extract/extract-job.ts';
import { EXTRACT_TEXT_KIND, queueArchiveTextJob } from '../search/extract/queue.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/archives.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { type ReferenceExam, referenceExams } from '../test-support/question-exams.ts';
import { searchDeps, storedArchive, TEXT_READ_TEST_TIMEOUT_MS, textRead } from '../test-support/search.ts';
import { proposeQuestions } from './service.ts';

const t = useTestApp();
const { start } = useJobWorkers(() => t);
const never = new AbortController().signal;
let reader: { id: number; token: string };
let exam: ReferenceExam;
beforeAll(async () => {
  reader = await signedInUser(t);
  const found = (await referenceExams()).find((one) => one.name === 'en-dot-parts');
  if (!found) throw new Error('no reference exam en-dot-parts');
  exam = found;
});

const list = (archiveId: number, token?: string) =>
  t
    .client()
    .call(routes.questions.listQuestions, { params: { aid: String(archiveId) } }, token ? { token } : {});

/** Reads an archive's text as the server's text lane does, its questions proposed in the same job. */
async function readAsTheServerDoes(archiveId: number) {
  const lanes = jobLanes({ env: t.env, ...searchDeps(t), ocrAvailable: false });
  start(lanes.filter((lane) => lane.name === EXTRACT_TEXT_KIND));
  await queueArchiveTextJob(t.db, EXTRACT_TEXT_KIND, archiveId);
  await textRead(t, archiveId);
}

describe('questions found in an archive', { timeout: TEXT_READ_TEST_TIMEOUT_MS }, () => {
  test('once its text is read, every signed-in user lists its question starts, in order, as proposals', async () => {
    const archive = await storedArchive(t, exam.pdf);
    expect(await list(archive.id, reader.token)).toMatchObject({ status: 200, body: { questions: [] } });
    await readAsTheServerDoes(archive.id);

    const listed = await list(archive.id, reader.token);
    if (!listed.ok) throw new Error(`listed ${listed.status}`);
    const { questions } = listed.body;
    expect(questions.map((question) => question.name)).toEqual(exam.starts.map((start) => start.name));
    expect(questions.map((question) => question.name).slice(0, 5)).toEqual([
      '第 1 題',
      '第 2 題',
      '2(a)',
      '2(b)',
      '2(c)',
    ]);
    questions.forEach((question, index) => {
      expect(question).toMatchObject({ status: 'proposed', page: exam.starts[index]?.page });
      expect(Math.abs(question.top - (exam.starts[index]?.top ?? -1))).toBeLessThanOrEqual(0.03);
    });
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
  });

  test('reading the text again replaces the proposals, and never a confirmed question', async () => {
    const archive = await storedArchive(t, exam.pdf);
    await extractArchiveText(
      { ...searchDeps(t), textRead: (id) => proposeQuestions(t.db, id) },
      archive.id,
      never,
    );
    const before = await t.db
      .select()
      .from(archiveQuestions)
      .where(eq(archiveQuestions.archiveId, archive.id));
    const second = before.find((question) => question.name === '第 2 題');
    if (!second) throw new Error('第 2 題 was not proposed');
    // A person confirmed 第 2 題 under a name of their own, a little lower, and added one the text does not number.
    await t.db
      .update(archiveQuestions)
      .set({ status: 'confirmed', name: '第二題', top: second.top + 0.01, updatedBy: reader.id })
      .where(eq(archiveQuestions.id, second.id));
    const lastPage = exam.starts.at(-1)?.page ?? 1;
    const [added] = await t.db
      .insert(archiveQuestions)
      .values({
        archiveId: archive.id,
        ordinal: 0,
        page: lastPage,
        top: 0.99,
        name: '附加題',
        status: 'confirmed',
        createdBy: reader.id,
      })
      .returning();

    await proposeQuestions(t.db, archive.id);
    const listed = await list(archive.id, reader.token);
    if (!listed.ok) throw new Error(`listed ${listed.status}`);
    const { questions } = listed.body;
    expect(questions.filter((question) => question.status === 'confirmed')).toEqual([
      { id: second.id, name: '第二題', page: second.page, top: second.top + 0.01, status: 'confirmed' },
      { id: added?.id, name: '附加題', page: lastPage, top: 0.99, status: 'confirmed' },
    ]);
    // The proposal for 第 2 題 is the confirmed question now, not a second start beside it.
    expect(questions.map((question) => question.name)).toEqual(
      exam.starts.map((start) => (start.name === '第 2 題' ? '第二題' : start.name)).concat('附加題'),
    );
    const ids = new Set(before.map((question) => question.id));
    expect(questions.filter((question) => question.status === 'proposed' && ids.has(question.id))).toEqual(
      [],
    );
    const ordinals = await t.db
      .select({ ordinal: archiveQuestions.ordinal })
      .from(archiveQuestions)
      .where(eq(archiveQuestions.archiveId, archive.id))
      .orderBy(archiveQuestions.ordinal);
    expect(ordinals.map((row) => row.ordinal)).toEqual(questions.map((_, index) => index + 1));
  });

  test('a guest is refused, and an archive in the trash or that does not exist is not found', async () => {
    const archive = await storedArchive(t, exam.pdf);
    expect((await list(archive.id)).status).toBe(401);
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, archive.id));
    const notFound = {
      status: 404,
      code: 'archive_not_found',
      detail: errorCatalogue.archive_not_found.message,
    };
    for (const id of [archive.id, 2_147_483_647]) {
      expect(
        await t.client().refusal(routes.questions.listQuestions, { params: { aid: String(id) } }, reader),
      ).toEqual(notFound);
    }
  });
});
