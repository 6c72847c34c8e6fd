// AI 推薦 (product §4.21): a user's own Gemini key picks topics of the tree from a question's text; they are
// recorded as proposals marked `ai`, ids the tree does not have are ignored, and decided tags stay decided.
import { routes, TOPIC_AI_RATE_LIMIT } from '@pastexam/api-contract';
import { beforeAll, describe, expect, test } from 'vitest';
import { topicAiRequests } from '../db/schema.ts';
import { useAiExamApp, userWithKey } from '../test-support/ai-exam.ts';
import type { TestApp } from '../test-support/app.ts';
import { insertCourse, signedInUser } from '../test-support/archives.ts';
import { textExam } from '../test-support/text-exams.ts';
import { TOPIC_PROMPT_OPENING } from './ai-prompt.ts';

const KEY = 'AIzaSyTopics-key-0000';
const QUOTA_KEY = 'AIzaSyTopics-quota-0000';
const ai = useAiExamApp({
  validKeys: [KEY, QUOTA_KEY],
  keyBehaviours: { [QUOTA_KEY]: { mode: 'quota-exceeded' } },
});
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  ({ t } = ai.ready());
  adminToken = (await signedInUser(t, { isAdmin: true })).token;
});

const { topics } = routes;
let counter = 0;

/** A topic with no keywords, so only Gemini can find it: its English name is in the question's text. */
async function namedTopic() {
  counter += 1;
  const body = { name_zh: `量子退火 ${counter}`, name_en: `Quantum Annealing ${counter}` };
  return t.client().output(topics.createTopic, { body }, { token: adminToken });
}

const params = (archiveId: number, questionId: number) => ({
  aid: String(archiveId),
  qid: String(questionId),
});

const suggest = (token: string, archiveId: number, questionId: number) =>
  t.client().call(topics.suggestQuestionTopicsByAi, { params: params(archiveId, questionId) }, { token });

describe('AI 推薦', () => {
  test('proposes the topics Gemini picks from the question’s text, marked ai, ignoring ids the tree lacks', async () => {
    const { fake } = ai.ready();
    const topic = await namedTopic();
    const course = await insertCourse(t);
    const { archive, questions } = await textExam(t, course.id, 112, [
      `Explain ${topic.name_en} in a few lines.`,
    ]);
    const [question = 0] = questions;
    const { token } = await userWithKey(t, KEY);

    const answered = await suggest(token, archive.id, question);
    if (!answered.ok) throw new Error(`suggest answered ${answered.status}`);
    expect(answered.body.topics).toEqual([
      {
        topic: expect.objectContaining({ id: topic.id, name_zh: topic.name_zh }),
        status: 'proposed',
        source: 'ai',
      },
    ]);
    const sent = fake.requests.filter((request) => request.endpoint === 'generate').at(-1);
    expect(sent?.text?.startsWith(TOPIC_PROMPT_OPENING)).toBe(true);
    expect(sent?.text).toContain(`- ${topic.id}：${topic.name_zh} / ${topic.name_en}`);
    expect(sent?.text).toContain(`Explain ${topic.name_en}`);

    // Another reader sees the proposal; an admin rejects it, and asking again does not bring it back.
    const reader = await signedInUser(t);
    const listed = await t
      .client()
      .output(topics.listQuestionTopics, { params: params(archive.id, question) }, { token: reader.token });
    expect(listed.topics).toEqual(answered.body.topics);
    await t
      .client()
      .output(
        topics.rejectQuestionTopic,
        { params: { ...params(archive.id, question), tid: String(topic.id) } },
        { token: adminToken },
      );
    const again = await suggest(token, archive.id, question);
    expect(again).toMatchObject({ status: 200, body: { topics: [] } });
  });

  test('refuses in zh-TW and records nothing: no key, a refused key, the quota, a question without text', async () => {
    const topic = await namedTopic();
    const course = await insertCourse(t);
    const { archive, questions } = await textExam(t, course.id, 112, [`What is ${topic.name_en}?`]);
    const [question = 0] = questions;
    const cases = [
      [null, 400, 'no_api_key', '請先設定 Gemini API Key'],
      ['AIzaSyNot-a-known-key-00', 400, 'invalid_api_key', '無效的 API Key'],
      [QUOTA_KEY, 429, 'gemini_quota_exceeded', '已超過 Gemini 使用額度，請稍後再試'],
    ] as const;
    for (const [key, status, code, detail] of cases) {
      const { token } = await userWithKey(t, key);
      expect(await suggest(token, archive.id, question)).toMatchObject({ status, body: { code, detail } });
    }
    const { token } = await userWithKey(t, KEY);
    const tags = await t
      .client()
      .output(topics.listQuestionTopics, { params: params(archive.id, question) }, { token });
    expect(tags.topics).toEqual([]);

    const blank = await textExam(t, course.id, 113, ['']);
    const [blankQuestion = 0] = blank.questions;
    expect(await suggest(token, blank.archive.id, blankQuestion)).toMatchObject({
      status: 409,
      body: { code: 'topic_question_no_text' },
    });
    expect(await suggest(token, archive.id, 2_000_000)).toMatchObject({
      status: 404,
      body: { code: 'question_not_found' },
    });
  });

  test('counts each request, one proposing nothing too, and refuses past the limit without asking Gemini', async () => {
    const { fake } = ai.ready();
    const course = await insertCourse(t);
    const { archive, questions } = await textExam(t, course.id, 112, ['Qqzx vvkw.']);
    const [question = 0] = questions;
    const { user, token } = await userWithKey(t, KEY);
    expect(await suggest(token, archive.id, question)).toMatchObject({ status: 200, body: { topics: [] } });
    // The rest of the window's requests, as if asked a moment ago.
    await t.db
      .insert(topicAiRequests)
      .values(Array.from({ length: TOPIC_AI_RATE_LIMIT.count - 1 }, () => ({ userId: user.id })));
    const asked = fake.requests.length;

    const refused = await t
      .client()
      .raw(topics.suggestQuestionTopicsByAi, { params: params(archive.id, question) }, { token });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(TOPIC_AI_RATE_LIMIT.seconds - 60);
    expect(await refused.json()).toEqual({
      code: 'topic_ai_rate_limited',
      detail: `AI 推薦主題太頻繁，請 ${wait} 秒後再試`,
    });
    expect(fake.requests.length).toBe(asked);
    // Another user is not held back.
    const other = await userWithKey(t, KEY);
    expect(await suggest(other.token, archive.id, question)).toMatchObject({ status: 200 });
  });
});
