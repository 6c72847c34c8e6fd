// 請 AI 試答 (product §4.13): a user's own Gemini key drafts one question's answer through the job queue. The
// prompt holds only that question's region (its kept lines, and the page's picture where it is a scan); the
// draft is saved as an `ai_draft` with its model and region, and can never be official.
import {
  AI_ANSWER_RATE_LIMIT,
  type AiAnswerRequest,
  answerEvents,
  liveAnswerSchema,
  routes,
} from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { geminiSettingsFromEnv } from '../ai-exam/gemini/index.ts';
import { answers, archiveQuestions } from '../db/schema.ts';
import { savePages } from '../search/pages.ts';
import { createStorage } from '../storage/index.ts';
import { createArchive, useAiExamApp, userWithKey } from '../test-support/ai-exam.ts';
import type { TestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';
import { openStream } from '../test-support/discussion.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { aiAnswerLane } from './draft-job.ts';

/** Drawing a scanned page starts pdf.js on a thread of its own: seconds on a busy machine. */
const DRAFT_WAIT_MS = 150_000;
const KEY = 'AIzaSyDraft-key-0000';
const QUOTA_KEY = 'AIzaSyDraft-quota-0000';
const ai = useAiExamApp({
  validKeys: [KEY, QUOTA_KEY],
  keyBehaviours: { [QUOTA_KEY]: { mode: 'quota-exceeded' } },
});
let t: TestApp;
beforeAll(() => {
  ({ t } = ai.ready());
});
const { start } = useJobWorkers(() => t);

const startDrafting = () =>
  start([
    aiAnswerLane({
      db: t.db,
      storage: createStorage(t.env.storage),
      logger: t.logger,
      appSecret: t.env.APP_SECRET,
      gemini: geminiSettingsFromEnv(t.env),
      concurrency: 1,
      leaseMs: 30_000,
      timeLimitMs: DRAFT_WAIT_MS,
    }),
  ]);

const params = (archiveId: number, questionId: number) => ({
  aid: String(archiveId),
  qid: String(questionId),
});

/**
 * A stored two-page archive with three questions whose text is kept line by line: 第 2 題 runs from the middle of
 * page 1 into page 2. `scanned` makes page 2 a scan.
 */
async function threeQuestions(options: { scanned?: boolean } = {}) {
  const course = await insertCourse(t);
  const archive = await createArchive(t, course, { pages: 2 });
  const line = (top: number, text: string) => ({ top, left: 0.1, text });
  await savePages(t.db, archive.id, [
    {
      page: 1,
      text: '',
      source: 'text_layer',
      ocrStatus: 'not_needed',
      lines: [
        line(0.05, '作答說明 PREAMBLE'),
        line(0.1, '1. ALPHA 第一題'),
        line(0.3, 'ALPHA 續'),
        line(0.5, '2. BRAVO 第二題'),
        line(0.8, 'BRAVO 續'),
      ],
    },
    {
      page: 2,
      text: '',
      source: options.scanned ? 'ocr' : 'text_layer',
      ocrStatus: options.scanned ? 'done' : 'not_needed',
      lines: [line(0.1, 'BRAVO 第二頁'), line(0.3, '3. CHARLIE 第三題')],
    },
  ]);
  const questions = await t.db
    .insert(archiveQuestions)
    .values(
      [
        { page: 1, top: 0.1, name: '第 1 題' },
        { page: 1, top: 0.5, name: '第 2 題' },
        { page: 2, top: 0.3, name: '第 3 題' },
      ].map((question, index) => ({
        ...question,
        archiveId: archive.id,
        ordinal: index + 1,
        status: 'proposed' as const,
      })),
    )
    .returning();
  const second = questions[1];
  if (!second) throw new Error('no question');
  return { archive, questions, second };
}

async function ask(token: string, archiveId: number, questionId: number) {
  return t
    .client()
    .call(routes.aiAnswers.requestAiAnswer, { params: params(archiveId, questionId) }, { token });
}

async function outcome(token: string, request: AiAnswerRequest): Promise<AiAnswerRequest> {
  const deadline = Date.now() + DRAFT_WAIT_MS;
  for (;;) {
    const read = await t
      .client()
      .output(
        routes.aiAnswers.getAiAnswer,
        { params: { ...params(request.archive_id, request.question_id), id: request.id } },
        { token },
      );
    if (read.status === 'done' || read.status === 'failed') return read;
    if (Date.now() > deadline) throw new Error(`draft ${request.id} is still ${read.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('請 AI 試答', { timeout: DRAFT_WAIT_MS + 30_000 }, () => {
  test('the prompt holds only the question’s region, and the draft is an ai_draft with its model and region', async () => {
    const { fake } = ai.ready();
    const { token } = await userWithKey(t, KEY);
    const { archive, second } = await threeQuestions();
    const asked = await ask(token, archive.id, second.id);
    if (!asked.ok) throw new Error(`asked ${asked.status}`);
    expect(asked.body).toMatchObject({ status: 'queued', answer_id: null });
    startDrafting();
    const done = await outcome(token, asked.body);
    expect(done).toMatchObject({
      status: 'done',
      error: null,
      ai_model: t.env.GEMINI_MODEL,
      ai_region: { page: 1, top: 0.5, end_page: 2, end_top: 0.3 },
    });

    const sent = fake.requests.filter((request) => request.endpoint === 'generate').at(-1);
    expect(sent?.images).toBe(0);
    expect(sent?.documents).toBe(0);
    for (const kept of ['2. BRAVO 第二題', 'BRAVO 續', 'BRAVO 第二頁']) expect(sent?.text).toContain(kept);
    for (const other of ['PREAMBLE', 'ALPHA', 'CHARLIE']) expect(sent?.text).not.toContain(other);

    const [draft] = await t.db
      .select()
      .from(answers)
      .where(eq(answers.id, done.answer_id ?? 0));
    expect(draft).toMatchObject({
      kind: 'ai_draft',
      questionId: second.id,
      aiModel: t.env.GEMINI_MODEL,
      aiRegion: { page: 1, top: 0.5, end_page: 2, end_top: 0.3 },
    });
    expect(draft?.body).toContain('第 2 題');
    // It can never be official: the database refuses it whoever asks.
    await expect(
      t.db
        .update(answers)
        .set({ officialAt: new Date() })
        .where(eq(answers.id, done.answer_id ?? 0)),
    ).rejects.toThrow();
  });

  test('a finished draft reaches the archive’s open streams, as any new answer does', async () => {
    const { token } = await userWithKey(t, KEY);
    const reader = await signedInUser(t);
    const { archive, second } = await threeQuestions();
    const stream = await openStream(t, String(archive.id), reader.token);
    try {
      const asked = await ask(token, archive.id, second.id);
      if (!asked.ok) throw new Error(`asked ${asked.status}`);
      startDrafting();
      const done = await outcome(token, asked.body);
      const event = await stream.next((event) => event.event === answerEvents.changed);
      expect(liveAnswerSchema.parse(JSON.parse(event.data))).toMatchObject({
        id: done.answer_id,
        question_id: second.id,
        kind: 'ai_draft',
        ai_model: t.env.GEMINI_MODEL,
      });
    } finally {
      await stream.close();
    }
  });

  test('where the region is on a scanned page, that page’s picture goes with the prompt', async () => {
    const { fake } = ai.ready();
    const { token } = await userWithKey(t, KEY);
    const { archive, questions } = await threeQuestions({ scanned: true });
    const last = questions[2];
    if (!last) throw new Error('no question');
    const asked = await ask(token, archive.id, last.id);
    if (!asked.ok) throw new Error(`asked ${asked.status}`);
    startDrafting();
    expect(await outcome(token, asked.body)).toMatchObject({
      status: 'done',
      ai_region: { page: 2, top: 0.3, end_page: 2, end_top: 1 },
    });
    const sent = fake.requests.filter((request) => request.endpoint === 'generate').at(-1);
    expect(sent).toMatchObject({ images: 1, documents: 0 });
    expect(sent?.text).toContain('CHARLIE');
    expect(sent?.text).not.toContain('BRAVO');
  });

  test('failures are told on the request in zh-TW: no key, a refused key, the quota', async () => {
    const { archive, second } = await threeQuestions();
    const keyless = await userWithKey(t, null);
    expect(await ask(keyless.token, archive.id, second.id)).toMatchObject({
      status: 400,
      body: { code: 'no_api_key' },
    });
    startDrafting();
    const bad = await userWithKey(t, 'AIzaSyNot-a-known-key-00');
    const refused = await ask(bad.token, archive.id, second.id);
    if (!refused.ok) throw new Error(`asked ${refused.status}`);
    expect(await outcome(bad.token, refused.body)).toMatchObject({
      status: 'failed',
      error: '無效的 API Key',
    });
    const spent = await userWithKey(t, QUOTA_KEY);
    const quota = await ask(spent.token, archive.id, second.id);
    if (!quota.ok) throw new Error(`asked ${quota.status}`);
    expect(await outcome(spent.token, quota.body)).toMatchObject({
      status: 'failed',
      error: '已超過 Gemini 使用額度，請稍後再試',
    });
  });

  test('a question under way answers its request again; the rate limit, unknown questions and others’ requests', async () => {
    const { token } = await userWithKey(t, KEY);
    const stranger = await userWithKey(t, KEY);
    const course = await insertCourse(t);
    const archive = await createArchive(t, course);
    const rows = await t.db
      .insert(archiveQuestions)
      .values(
        Array.from({ length: AI_ANSWER_RATE_LIMIT.count + 1 }, (_, index) => ({
          archiveId: archive.id,
          ordinal: index + 1,
          page: 1,
          top: index / 10,
          name: `第 ${index + 1} 題`,
          status: 'proposed' as const,
        })),
      )
      .returning();
    const [first] = rows;
    if (!first) throw new Error('no question');
    const once = await ask(token, archive.id, first.id);
    const again = await ask(token, archive.id, first.id);
    expect(once.ok && again.ok && again.body.id === once.body.id).toBe(true);
    for (const row of rows.slice(1, AI_ANSWER_RATE_LIMIT.count))
      expect((await ask(token, archive.id, row.id)).status).toBe(200);
    const over = rows.at(-1);
    if (!over) throw new Error('no question');
    expect(await ask(token, archive.id, over.id)).toMatchObject({
      status: 429,
      body: { code: 'ai_answer_rate_limited' },
    });
    expect(await ask(token, archive.id, 999_999)).toMatchObject({
      status: 404,
      body: { code: 'question_not_found' },
    });
    expect(await ask(token, 999_999, first.id)).toMatchObject({
      status: 404,
      body: { code: 'archive_not_found' },
    });
    if (!once.ok) throw new Error('not asked');
    const peek = await t
      .client()
      .call(
        routes.aiAnswers.getAiAnswer,
        { params: { ...params(archive.id, first.id), id: once.body.id } },
        { token: stranger.token },
      );
    expect(peek).toMatchObject({ status: 404, body: { code: 'ai_answer_not_found' } });
    const listed = await t
      .client()
      .output(routes.aiAnswers.listAiAnswers, { params: params(archive.id, first.id) }, { token });
    expect(listed.requests.map((request) => request.id)).toEqual([once.body.id]);
  });
});
