import { z } from 'zod';
import type { GeminiSchema } from '../ai-exam/exam/response-schema.ts';

/** The first line of every topic prompt; the fake Gemini answers such prompts with topic ids. */
export const TOPIC_PROMPT_OPENING = '請從下列主題樹中，挑出這一題考古題所考的主題。';

/** The most topics one answer proposes. */
export const AI_TOPICS_MAX = 5;

/** One line of the tree as the model reads it: `- 12：演算法 › 排序 / Sorting`. */
export type PromptTopic = { id: number; label: string; nameEn: string };

export function buildTopicPrompt(input: {
  questionName: string;
  text: string;
  topics: readonly PromptTopic[];
}): string {
  return [
    TOPIC_PROMPT_OPENING,
    `只能使用列表中的編號，最多 ${AI_TOPICS_MAX} 個，最相關的在前；沒有相關的主題就回答空陣列。`,
    '主題樹（編號：中文名稱 / 英文名稱）：',
    ...input.topics.map((topic) => `- ${topic.id}：${topic.label} / ${topic.nameEn}`),
    `題目名稱：${input.questionName}`,
    '題目內容：',
    input.text,
  ].join('\n');
}

/** What the model is asked to answer, as Gemini's responseSchema spells it. */
export const topicAnswerResponseSchema: GeminiSchema = {
  type: 'OBJECT',
  properties: {
    topic_ids: { type: 'ARRAY', items: { type: 'INTEGER' }, maxItems: AI_TOPICS_MAX },
  },
  required: ['topic_ids'],
};

/** The model's answer as the server reads it: any ids, which are then kept only where the tree has them. */
export const topicAnswerSchema = z.object({ topic_ids: z.array(z.number().int()).max(50) });
