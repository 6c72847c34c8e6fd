import { type QuestionTopicList, TOPIC_AI_RATE_LIMIT } from '@pastexam/api-contract';
import { readApiKey } from '../ai-exam/api-key/repository.ts';
import { SecretDecryptionError } from '../ai-exam/crypto/index.ts';
import {
  askAboutQuestion,
  GeminiError,
  type GeminiSettings,
  GenerationFailedError,
} from '../ai-exam/gemini/index.ts';
import type { Database } from '../db/client.ts';
import { topicAiRequests, type UserRow } from '../db/schema.ts';
import { overLimit, type RateLimited } from '../discussion/rate-limit.ts';
import { fail, type Refusal } from '../refusal.ts';
import {
  AI_TOPICS_MAX,
  buildTopicPrompt,
  topicAnswerResponseSchema,
  topicAnswerSchema,
} from './ai-prompt.ts';
import { tagsOf, topicsWithCounts, upsertProposal } from './repository.ts';
import { type PlaceRefusal, placeOf, presentTags, questionText } from './tagging.ts';

/** How long the caller waits for Gemini: the request is answered while they watch. */
const AI_TOPICS_DEADLINE_MS = 30_000;

export type AiTopicDeps = { appSecret: string; gemini: GeminiSettings };

type AiRefusal = Refusal<
  | 'topic_question_no_text'
  | 'no_api_key'
  | 'invalid_api_key'
  | 'gemini_quota_exceeded'
  | 'gemini_timeout'
  | 'provider_unavailable'
  | 'gemini_failed'
>;

/** Gemini's failure as the contract's refusal, with its zh-TW message. */
function refusalOf(error: GeminiError): AiRefusal {
  switch (error.code) {
    case 'invalid_api_key':
      return fail('invalid_api_key', error.message);
    case 'quota_exceeded':
      return fail('gemini_quota_exceeded');
    case 'timeout':
      return fail('gemini_timeout');
    case 'provider_unavailable':
      return fail('provider_unavailable', error.message);
    case 'generation_failed':
      return fail('gemini_failed', error.message);
  }
}

const requestRows = {
  table: topicAiRequests,
  author: topicAiRequests.userId,
  at: topicAiRequests.requestedAt,
};

/** Counts the request against the user's limit, or refuses it, before Gemini is asked. */
function countRequest(db: Database, userId: number): Promise<RateLimited<'topic_ai_rate_limited'> | null> {
  return db.transaction(async (tx) => {
    const limited = await overLimit(tx, 'topic_ai_rate_limited', requestRows, userId, TOPIC_AI_RATE_LIMIT);
    if (!limited) await tx.insert(topicAiRequests).values({ userId });
    return limited;
  });
}

/** The ids Gemini answered, or a failure when its answer is not the JSON asked for. */
function answeredIds(text: string): number[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = topicAnswerSchema.safeParse(json);
  if (!parsed.success) throw new GenerationFailedError('Gemini 回答的格式不正確，請稍後再試');
  return parsed.data.topic_ids;
}

/**
 * AI 推薦: sends the question's text and the tree's names to Gemini with the caller's own key, and records the
 * topics it picks as proposals marked `ai`. Ids the tree does not have are ignored, and a tag already confirmed,
 * proposed or rejected is left as it is, so asking again never undoes an expert's decision. At most
 * TOPIC_AI_RATE_LIMIT requests a user in its window.
 */
export async function suggestTopicsByAi(
  db: Database,
  deps: AiTopicDeps,
  user: UserRow,
  where: { archiveId: number; questionId: number },
): Promise<QuestionTopicList | PlaceRefusal | AiRefusal | RateLimited<'topic_ai_rate_limited'>> {
  const place = await placeOf(db, where.archiveId, where.questionId);
  if ('code' in place) return place;
  const text = await questionText(db, place);
  if (text.trim() === '') return fail('topic_question_no_text');
  let apiKey: string | null;
  try {
    apiKey = await readApiKey(db, deps.appSecret, user.id);
  } catch (error) {
    if (error instanceof SecretDecryptionError) return fail('invalid_api_key', error.message);
    throw error;
  }
  if (apiKey === null) return fail('no_api_key');
  const limited = await countRequest(db, user.id);
  if (limited) return limited;
  const tree = (await topicsWithCounts(db)).map((row) => row.topic);
  const byId = new Map(tree.map((topic) => [topic.id, topic]));
  const prompt = buildTopicPrompt({
    questionName: place.name,
    text,
    topics: tree.map((topic) => {
      const area = topic.parentId === null ? undefined : byId.get(topic.parentId);
      const label = area ? `${area.nameZh} › ${topic.nameZh}` : topic.nameZh;
      return { id: topic.id, label, nameEn: topic.nameEn };
    }),
  });
  let ids: number[];
  try {
    const answer = await askAboutQuestion(
      { apiKey, ...deps.gemini },
      {
        prompt,
        images: [],
        responseSchema: topicAnswerResponseSchema,
        refusal: 'Gemini 拒絕為這一題推薦主題，請自行選擇主題',
        signal: AbortSignal.timeout(AI_TOPICS_DEADLINE_MS),
      },
    );
    ids = answeredIds(answer);
  } catch (error) {
    if (error instanceof GeminiError) return refusalOf(error);
    throw error;
  }
  const stored = new Set((await tagsOf(db, place.id)).map((tag) => tag.topicId));
  const fresh = [...new Set(ids)].filter((id) => byId.has(id) && !stored.has(id)).slice(0, AI_TOPICS_MAX);
  for (const topicId of fresh)
    await upsertProposal(db, { questionId: place.id, topicId, source: 'ai', userId: user.id });
  return presentTags(db, user, place);
}
