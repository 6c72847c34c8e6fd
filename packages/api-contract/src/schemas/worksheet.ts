import { z } from 'zod';
import { MAX_WORKSHEET_QUESTIONS, MAX_WORKSHEET_TITLE } from '../worksheet-limits.ts';
import { idValue } from './common.ts';
import { bookmarkSchema } from './progress.ts';
import { singleLine } from './text.ts';

export { MAX_WORKSHEET_QUESTIONS, MAX_WORKSHEET_TITLE };

/** A worksheet's id: random, so its link cannot be guessed by counting; whoever holds the link may read it. */
export const worksheetIdParam = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, '找不到此題單')
  .meta({ example: '3f1c2b9e-4d5a-4b7c-9e21-0a1b2c3d4e5f' });

const titleSchema = singleLine('題單名稱')
  .min(1, '請輸入題單名稱')
  .max(MAX_WORKSHEET_TITLE, `題單名稱最多 ${MAX_WORKSHEET_TITLE} 字`);

const questionIdsSchema = z
  .array(idValue, { error: '請指定題目' })
  .max(MAX_WORKSHEET_QUESTIONS, `一份題單最多 ${MAX_WORKSHEET_QUESTIONS} 題`)
  .refine((ids) => new Set(ids).size === ids.length, '同一題不能在題單中出現兩次');

/** A question of a worksheet, in its place, with its source: what 我的收藏 shows of a question, without its date. */
export const worksheetQuestionSchema = bookmarkSchema
  .omit({ created_at: true })
  .meta({ id: 'WorksheetQuestion' });
export type WorksheetQuestion = z.infer<typeof worksheetQuestionSchema>;

/**
 * A worksheet (題單): its title and its questions in the owner's order. Questions whose archive or course was
 * deleted are left out. `is_owner` tells whether the reader may change it; anyone else reads it by its link.
 */
export const worksheetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    is_owner: z.boolean(),
    /** The owner's nickname as others see it. */
    owner_name: z.string(),
    questions: z.array(worksheetQuestionSchema),
    updated_at: z.string().datetime(),
  })
  .meta({ id: 'Worksheet' });
export type Worksheet = z.infer<typeof worksheetSchema>;

/** One of the reader's own worksheets, as 我的題單 lists it. */
export const worksheetSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    question_count: z.number().int(),
    updated_at: z.string().datetime(),
  })
  .meta({ id: 'WorksheetSummary' });
export type WorksheetSummary = z.infer<typeof worksheetSummarySchema>;

/** GET /users/me/worksheets: the reader's worksheets, the last changed first. */
export const worksheetListSchema = z
  .object({ worksheets: z.array(worksheetSummarySchema) })
  .meta({ id: 'WorksheetList' });
export type WorksheetList = z.infer<typeof worksheetListSchema>;

/** POST /worksheets: a new worksheet with its title and, optionally, its first questions. */
export const worksheetCreateSchema = z
  .object({ title: titleSchema, question_ids: questionIdsSchema.default([]) })
  .meta({ id: 'WorksheetCreate' });
export type WorksheetCreate = z.input<typeof worksheetCreateSchema>;

/**
 * PUT /worksheets/{wid}: the worksheet as it should be: its title and all its questions in order. Reordering
 * and removing are both this one write, so the list never holds half of a change.
 */
export const worksheetUpdateSchema = z
  .object({ title: titleSchema, question_ids: questionIdsSchema })
  .meta({ id: 'WorksheetUpdate' });
export type WorksheetUpdate = z.input<typeof worksheetUpdateSchema>;

/** POST /worksheets/{wid}/questions: 加入題單, at the end. */
export const worksheetAddSchema = z.object({ question_id: idValue }).meta({ id: 'WorksheetAdd' });
export type WorksheetAdd = z.infer<typeof worksheetAddSchema>;

/** POST /worksheets/{wid}/topics: 依主題加入, a topic's questions (an area's include its topics') at the end. */
export const worksheetAddTopicSchema = z.object({ topic_id: idValue }).meta({ id: 'WorksheetAddTopic' });
export type WorksheetAddTopic = z.infer<typeof worksheetAddTopicSchema>;

/** The worksheet after 依主題加入, and how many of the topic's questions were new to it. */
export const worksheetTopicAddedSchema = z
  .object({ worksheet: worksheetSchema, added: z.number().int().positive() })
  .meta({ id: 'WorksheetTopicAdded' });
export type WorksheetTopicAdded = z.infer<typeof worksheetTopicAddedSchema>;

/** GET /worksheets/{wid}/pdf: with the top answers of each question after it, or the questions alone. */
export const worksheetPdfQuerySchema = z.object({
  answers: z.enum(['with', 'without'], { error: '請選擇是否附上解答' }).default('without'),
});
export type WorksheetPdfQuery = z.input<typeof worksheetPdfQuerySchema>;
