import { z } from 'zod';
import { editSchema, idValue } from './common.ts';
import { singleLine } from './text.ts';

/** The most keywords one topic carries, and the longest one. */
export const TOPIC_KEYWORDS_MAX = 30;
/** AI 推薦 a user may ask in a window: enough to tag a few exams an hour, not a loop that holds the server. */
export const TOPIC_AI_RATE_LIMIT = { count: 30, seconds: 3600 } as const;
const KEYWORD_MAX = 40;

const nameZh = singleLine('中文名稱').min(1, '請輸入中文名稱').max(40, '中文名稱最多 40 字');
const nameEn = singleLine('英文名稱').min(1, '請輸入英文名稱').max(80, '英文名稱最多 80 字');
const keyword = singleLine('關鍵字')
  .min(1, '關鍵字不可為空白')
  .max(KEYWORD_MAX, `每個關鍵字最多 ${KEYWORD_MAX} 字`)
  .transform((word) => word.toLowerCase());
const keywords = z.array(keyword).max(TOPIC_KEYWORDS_MAX, `關鍵字最多 ${TOPIC_KEYWORDS_MAX} 個`);

/** POST /topics: a top-level area (no `parent_id`) or a topic under one. */
export const topicInputSchema = z
  .object({
    parent_id: idValue.nullable().default(null),
    name_zh: nameZh,
    name_en: nameEn,
    keywords: keywords.default([]),
  })
  .meta({ id: 'TopicInput' });
export type TopicInput = z.input<typeof topicInputSchema>;

/** PATCH /topics/{tid}: its names or keywords; where it sits in the tree does not change. */
export const topicEditSchema = editSchema('TopicEdit', { name_zh: nameZh, name_en: nameEn, keywords });
export type TopicEdit = z.input<typeof topicEditSchema>;

/** One topic of the tree, with how many questions carry it confirmed. */
export const topicSchema = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    name_zh: z.string(),
    name_en: z.string(),
    keywords: z.array(z.string()),
    question_count: z.number().int(),
  })
  .meta({ id: 'Topic' });
export type Topic = z.infer<typeof topicSchema>;

/** GET /topics: the areas by name, each with its topics; whether the caller may edit the tree. */
export const topicTreeSchema = z
  .object({
    areas: z.array(topicSchema.extend({ children: z.array(topicSchema) })),
    can_edit: z.boolean(),
  })
  .meta({ id: 'TopicTree' });
export type TopicTree = z.infer<typeof topicTreeSchema>;

const fileTopic = z.strictObject({ name_zh: nameZh, name_en: nameEn, keywords: keywords.default([]) });

/** Two siblings with one name in either language cannot be told apart by an import. */
function uniqueNames(siblings: readonly { name_zh: string; name_en: string }[]) {
  const zh = new Set(siblings.map((one) => one.name_zh));
  const en = new Set(siblings.map((one) => one.name_en.toLowerCase()));
  return zh.size === siblings.length && en.size === siblings.length;
}
const SAME_NAME = '同一層的主題名稱不可重複';

/**
 * The tree as a JSON file (POST /topics/import, GET /topics/export): areas, each with its topics, which have
 * none of their own (the tree is two levels deep). An import adds what is new and updates the keywords of
 * topics it names; it removes nothing.
 */
export const topicFileSchema = z
  .strictObject({
    version: z.literal(1, '檔案版本必須是 1'),
    areas: z
      .array(
        fileTopic.extend({
          children: z
            .array(fileTopic)
            .max(100, '每個領域最多 100 個主題')
            .default([])
            .refine(uniqueNames, SAME_NAME),
        }),
      )
      .max(100, '最多 100 個領域')
      .refine(uniqueNames, SAME_NAME),
  })
  .meta({ id: 'TopicFile' });
export type TopicFile = z.infer<typeof topicFileSchema>;
export type TopicFileInput = z.input<typeof topicFileSchema>;

const exportedTopic = z.object({ name_zh: z.string(), name_en: z.string(), keywords: z.array(z.string()) });

/** GET /topics/export: the tree in the file format an import reads back (`TopicFile`). */
export const topicExportSchema = z
  .object({
    version: z.literal(1),
    areas: z.array(exportedTopic.extend({ children: z.array(exportedTopic) })),
  })
  .meta({ id: 'TopicExport' });
export type TopicExport = z.infer<typeof topicExportSchema>;

/** What an import did. */
export const topicImportResultSchema = z
  .object({ added: z.number().int(), updated: z.number().int() })
  .meta({ id: 'TopicImportResult' });
export type TopicImportResult = z.infer<typeof topicImportResultSchema>;

/** Where a question's tag came from: a person's choice, the topic's keywords in its text, or Gemini. */
export const questionTopicSourceSchema = z
  .enum(['person', 'keyword', 'ai'])
  .meta({ id: 'QuestionTopicSource' });
export type QuestionTopicSource = z.infer<typeof questionTopicSourceSchema>;

/**
 * One tag of a question: `confirmed` by an expert of its course or an admin, `proposed` by a signed-in user, or
 * `suggested` by the keyword rules and not yet proposed by anyone.
 */
export const questionTopicSchema = z
  .object({
    topic: z.object({
      id: z.number().int(),
      name_zh: z.string(),
      name_en: z.string(),
      area_zh: z.string().nullable(),
    }),
    status: z.enum(['confirmed', 'proposed', 'suggested']),
    source: questionTopicSourceSchema,
  })
  .meta({ id: 'QuestionTopic' });
export type QuestionTopic = z.infer<typeof questionTopicSchema>;

/** GET /archives/{aid}/questions/{qid}/topics: confirmed first, then proposed, then suggested. */
export const questionTopicListSchema = z
  .object({ topics: z.array(questionTopicSchema), can_decide: z.boolean() })
  .meta({ id: 'QuestionTopicList' });
export type QuestionTopicList = z.infer<typeof questionTopicListSchema>;

/** PUT /archives/{aid}/questions/{qid}/topics/{tid}: where the proposal came from. */
export const questionTopicProposalSchema = z
  .object({ source: questionTopicSourceSchema.default('person') })
  .meta({ id: 'QuestionTopicProposal' });
export type QuestionTopicProposal = z.input<typeof questionTopicProposalSchema>;

/** One question carrying a topic, on the topic's page. */
export const topicQuestionSchema = z
  .object({
    question: z.object({ id: z.number().int(), name: z.string() }),
    archive: z.object({
      id: z.number().int(),
      name: z.string(),
      academic_year: z.number().int(),
      professor: z.string(),
    }),
    course: z.object({ id: z.number().int(), name: z.string() }),
    topic_id: z.number().int(),
    status: z.enum(['confirmed', 'proposed']),
    answer_count: z.number().int(),
  })
  .meta({ id: 'TopicQuestion' });
export type TopicQuestion = z.infer<typeof topicQuestionSchema>;

/**
 * GET /topics/{tid}/questions: the topic (an area includes its topics' questions) and its questions across
 * courses, exams and years, newest year first; `answered` of `total` confirmed ones have an answer.
 */
export const topicPageSchema = z
  .object({
    topic: topicSchema.extend({ area: z.object({ id: z.number().int(), name_zh: z.string() }).nullable() }),
    questions: z.array(topicQuestionSchema),
    coverage: z.object({ answered: z.number().int(), total: z.number().int() }),
  })
  .meta({ id: 'TopicPage' });
export type TopicPage = z.infer<typeof topicPageSchema>;
