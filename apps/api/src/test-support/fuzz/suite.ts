// A fuzz test generated from the OpenAPI document: every operation it lists gets hostile variants of a valid
// request (see probes.ts): its path, its body, and each query parameter given values of its kind (days that do not
// exist, ranges backwards, numbers and cursors past every column, huge and badly encoded values; query.ts), sent
// as a guest, a user and an administrator. Whatever is sent, the server must never answer 5xx, and every 4xx must
// be the contract's envelope { detail, code } with a zh-TW detail and a code from the catalogue. A route added to
// the contract is covered as it is. The operations are dealt out to a few test files (src/http/fuzz-*.test.ts),
// so that the workers share its thousands of requests rather than one worker ending the run alone with them.
import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@pastexam/api-contract';
import { buildOpenApiDocument } from '@pastexam/api-contract/openapi';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertTask } from '../../ai-exam/tasks/repository.ts';
import { issueToken } from '../../auth/session/tokens.ts';
import { reviewCards, topics, type UserRow } from '../../db/schema.ts';
import { startPractice } from '../../practice/service.ts';
import { questionsOf, replaceProposals } from '../../questions/repository.ts';
import { Refusal } from '../../refusal.ts';
import { addToReviewDeck } from '../../review/service.ts';
import { type FakeGemini, startFakeGemini } from '../../testing/index.ts';
import { createWorksheet } from '../../worksheets/service.ts';
import { createArchive } from '../ai-exam.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { insertCourse } from '../archives.ts';
import { blankPdf } from '../pdfs.ts';
import { type Operation, readOperations, validSample } from './operations.ts';
import { type Base, fixedProbes, type Probe, probesFor } from './probes.ts';

/** Fixed, so a failure is the same failure on the next run; change it to explore further. */
const SEED = 20_261_124;
const operations = readOperations(JSON.parse(JSON.stringify(buildOpenApiDocument())));
const roles = ['guest', 'user', 'admin'] as const;
type Role = (typeof roles)[number];

/** What is wrong with the answer to a probe, or null when it is a success or a proper refusal. */
async function problemWith(response: Response): Promise<string | null> {
  const text = await response.text();
  if (response.status >= 500) return `${response.status} ${text.slice(0, 200)}`;
  if (response.status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `${response.status} without a JSON body: ${text.slice(0, 120)}`;
  }
  const envelope = errorBodySchema.safeParse(parsed);
  if (!envelope.success) return `${response.status} without the error envelope: ${text.slice(0, 120)}`;
  if (!/[\u4e00-\u9fff]/.test(envelope.data.detail)) return `${response.status} detail not in zh-TW: ${text}`;
  return null;
}

/**
 * Registers the fuzz tests of every `of`-th operation, from the `shard`-th (1-based), on an app of their own.
 */
export function fuzzOperations({ shard, of }: { shard: number; of: number }): void {
  /**
   * Random probes per operation and role, on top of the fixed ones (about 1,100 per role): about 12,000 requests
   * in all on PGlite. The PostgreSQL pass sends every fixed probe (the values where the two engines differ:
   * integers past a column, NUL bytes, days that do not exist) and the first third of the same random sequence,
   * which PGlite has answered in full: about 6,200 requests, for the engine beneath rather than the generator.
   */
  const runs = inject('testDatabaseUrl') ? 10 : 30;
  let t: TestApp;
  let gemini: FakeGemini;
  let pdf: Uint8Array;
  /** Who each role signs in as; each test signs in afresh, and again after a probe signed it out. */
  const accounts: Partial<Record<Role, UserRow>> = {};
  beforeAll(async () => {
    // No request may reach Google: keys of the right shape go to a fake that knows none of them.
    gemini = await startFakeGemini({ validKeys: [] });
    // A small upload limit keeps the oversized probes small.
    t = await createTestApp({ env: { GEMINI_BASE_URL: gemini.baseUrl, UPLOAD_MAX_MB: '0.5' } });
    const [user, admin] = await Promise.all([t.createUser(), t.createUser({ isAdmin: true })]);
    accounts.user = user.user;
    accounts.admin = admin.user;
    await insertTask(t.db, { userId: user.user.id, archivesUsed: [], prompt: null, temperature: 0.7 });
    pdf = await blankPdf(1);
  });
  afterAll(async () => {
    await t?.close();
    await gemini?.close();
  });

  /** Rows for one operation's probes to name: a course with a stored archive, another user, a task. */
  async function fixturesFor(operation: Operation): Promise<Base> {
    const course = await insertCourse(t);
    const archive = await createArchive(t, course);
    const victim = await t.createUser();
    const task = await insertTask(t.db, {
      userId: victim.user.id,
      archivesUsed: [],
      prompt: null,
      temperature: 1,
    });
    await replaceProposals(t.db, archive.id, [{ page: 1, top: 0.2, name: '第 1 題' }]);
    const [question] = await questionsOf(t.db, archive.id);
    // A practice of the user's on it, so a probe of an attempt's route as its owner reaches the attempt.
    const practice =
      operation.path.startsWith('/practice') && accounts.user
        ? await startPractice(t.db, accounts.user, archive.id, { layout: 'one' })
        : null;
    // A grade reaches FSRS with a card of the signed-in user's deck.
    const card = await reviewCardOf(accounts.user, question?.id);
    const [topic] = await t.db
      .insert(topics)
      .values({ nameZh: `領域 ${randomUUID()}`, nameEn: `Area ${randomUUID()}` })
      .returning();
    // Someone else's worksheet, empty: its PDF is refused at once rather than printed for every probe.
    const worksheet = await createWorksheet(t.db, victim.user.id, { title: '題單', question_ids: [] });
    if (worksheet instanceof Refusal) throw new Error(worksheet.code);
    const idFor = (name: string) => {
      if (name === 'wid') return worksheet.id;
      if (name === 'cid' && operation.path.startsWith('/review/cards')) return card;
      if (name === 'key') return '0-0';
      if (name === 'cid') return course.id;
      if (name === 'tid' && topic) return topic.id;
      if (name === 'qid' && question) return question.id;
      if (name === 'aid') return archive.id;
      if (name === 'pid' && practice && !(practice instanceof Refusal)) return practice.id;
      if (operation.path.startsWith('/users')) return victim.user.id;
      if (operation.path.startsWith('/ai-exam')) return task.id;
      return course.id;
    };
    const file = () => new File([pdf], 'exam.pdf', { type: 'application/pdf' });
    const sample = operation.body ? validSample(operation, operation.body.schema, file) : undefined;
    return {
      params: Object.fromEntries(operation.pathParams.map(({ name }) => [name, String(idFor(name))])),
      body: sample && typeof sample === 'object' ? (sample as Record<string, unknown>) : undefined,
    };
  }

  /** The id of the user's card of the question, added to their deck. */
  async function reviewCardOf(user: UserRow | undefined, questionId: number | undefined): Promise<number> {
    if (!user || questionId === undefined) return 0;
    await addToReviewDeck(t.db, user.id, [questionId], 'question');
    const [row] = await t.db
      .select({ id: reviewCards.id })
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.questionId, questionId)));
    return row?.id ?? 0;
  }

  async function send(token: string | undefined, method: string, probe: Probe): Promise<Response> {
    const headers: Record<string, string> = { cookie: 'XSRF-TOKEN=fuzz', 'X-XSRF-TOKEN': 'fuzz' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (probe.contentType !== undefined) headers['content-type'] = probe.contentType;
    const init = { headers, ...(probe.body === undefined ? {} : { body: probe.body }) };
    return t.client().request(method, probe.path, init);
  }

  describe.each(
    operations
      .filter((_operation, index) => index % of === shard - 1)
      .map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const),
  )('%s', (_name, operation) => {
    let base: Base;
    beforeAll(async () => {
      base = await fixturesFor(operation);
    });

    it.each(roles)(
      'as %s: never a 5xx, and every 4xx is the envelope with a zh-TW detail',
      async (role) => {
        const random = fc.sample(probesFor(operation, base), { seed: SEED, numRuns: runs });
        const account = accounts[role];
        const signIn = async () => account && (await issueToken(t.env, account));
        let token = await signIn();
        const problems: string[] = [];
        for (const probe of [...fixedProbes(operation, base), ...random]) {
          const response = await send(token, operation.method.toUpperCase(), probe);
          // A probe may have signed its caller out (a logout, a new password): the next one signs in again.
          if (response.status === 401) token = await signIn();
          const problem = await problemWith(response);
          if (problem) problems.push(`${probe.label} → ${problem}`);
        }
        expect(problems).toEqual([]);
      },
      180_000,
    );
  });
}
