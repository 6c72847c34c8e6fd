import { z } from 'zod';
import { archiveTypeSchema } from './archive.ts';
import { editSchema, idValue } from './common.ts';
import { mockExamSchema } from './mock-exam.ts';
import { multiLine, singleLine } from './text.ts';

export const MAX_ARCHIVES_PER_EXAM = 3;

/** POST /ai-exam/generate. */
export const generateRequestSchema = z
  .object({
    archive_ids: z
      .array(idValue)
      .min(1, '請至少選擇 1 份考古題')
      .max(MAX_ARCHIVES_PER_EXAM, `最多只能選擇 ${MAX_ARCHIVES_PER_EXAM} 份考古題`),
    prompt: multiLine('補充說明', { trim: false })
      .max(2000, '補充說明最多 2000 個字')
      .nullable()
      .default(null),
    temperature: z.number().min(0, '溫度需介於 0 到 2').max(2, '溫度需介於 0 到 2').default(0.7),
  })
  .meta({ id: 'GenerateRequest' });
export type GenerateRequest = z.input<typeof generateRequestSchema>;

export const generateResponseSchema = z.object({ task_id: z.string() }).meta({ id: 'GenerateResponse' });
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

export const taskStatuses = ['pending', 'in_progress', 'complete', 'failed', 'not_found'] as const;
export const taskStatusSchema = z.enum(taskStatuses).meta({ id: 'TaskStatus' });
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const archiveUsedSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    academic_year: z.number().int(),
    archive_type: archiveTypeSchema,
    professor: z.string(),
    course: z.string(),
    /** Its course when the task was made, for opening its preview; null for tasks made before this was kept. */
    course_id: z.number().int().nullable(),
  })
  .meta({ id: 'ArchiveUsed' });
export type ArchiveUsed = z.infer<typeof archiveUsedSchema>;

export const taskResultSchema = z
  .object({
    /** The exam as text: numbered questions with points, then the answer key after its separator line. */
    generated_content: z.string(),
    /** The structured exam; null for tasks generated before exams were structured, which have text only. */
    exam: mockExamSchema.nullable(),
    archives_used: z.array(archiveUsedSchema),
  })
  .meta({ id: 'TaskResult' });
export type TaskResult = z.infer<typeof taskResultSchema>;

/** Practice (product §6.7): how the student marked a question, 會 or 不會. */
export const practiceMarks = ['known', 'unknown'] as const;
export const practiceMarkSchema = z.enum(practiceMarks).meta({ id: 'PracticeMark' });
export type PracticeMark = z.infer<typeof practiceMarkSchema>;

/** A question's place in its exam, `{section}-{question}` counted from 0: the key its mark is kept under. */
export const questionKeySchema = z.string().regex(/^\d{1,2}-\d{1,3}$/, '題目編號不正確');
export const practiceMarksSchema = z
  .record(questionKeySchema, practiceMarkSchema)
  .meta({ id: 'PracticeMarks' });
export type PracticeMarks = z.infer<typeof practiceMarksSchema>;

/** GET /ai-exam/task/{id}; another user's or an unknown task answers status not_found. */
export const taskSchema = z
  .object({
    task_id: z.string(),
    status: taskStatusSchema,
    /** The name the user gave it, else the exam's title, else `{course} 模擬試題`; empty when not found. */
    title: z.string(),
    result: taskResultSchema.nullable(),
    error: z.string().nullable(),
    created_at: z.string().datetime().nullable(),
    marks: practiceMarksSchema,
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;

/** PATCH /ai-exam/task/{id}: rename it, or mark questions (null clears a mark). */
export const taskUpdateSchema = editSchema('TaskUpdate', {
  title: singleLine('名稱').min(1, '請輸入名稱').max(60, '名稱最多 60 個字'),
  marks: z.record(questionKeySchema, practiceMarkSchema.nullable()),
});
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

/** One of the user's mock exams as 我的模擬試題 lists it. */
export const taskSummarySchema = z
  .object({
    task_id: z.string(),
    status: taskStatusSchema,
    title: z.string(),
    course: z.string(),
    professors: z.array(z.string()),
    archives_used: z.array(archiveUsedSchema),
    created_at: z.string().datetime(),
    error: z.string().nullable(),
    /** The exam's questions and how many of them are marked 會 and 不會; all 0 until it is complete. */
    progress: z.object({ questions: z.number().int(), known: z.number().int(), unknown: z.number().int() }),
  })
  .meta({ id: 'TaskSummary' });
export type TaskSummary = z.infer<typeof taskSummarySchema>;

export const TASK_PAGE_SIZE = 20;

/**
 * GET /ai-exam/tasks: newest first; `cursor` is the previous page's `next_cursor`: a creation time in
 * milliseconds (at most 13 digits, a time before the year 2286 that the database can hold) and the task's id.
 */
export const taskPageQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,13}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, '分頁位置不正確')
    .optional(),
  limit: z.coerce
    .number()
    .int('每頁筆數需為 1 到 50')
    .min(1, '每頁筆數需為 1 到 50')
    .max(50, '每頁筆數需為 1 到 50')
    .default(TASK_PAGE_SIZE),
});
export const taskPageSchema = z
  .object({ items: z.array(taskSummarySchema), next_cursor: z.string().nullable() })
  .meta({ id: 'TaskPage' });
export type TaskPage = z.infer<typeof taskPageSchema>;

/** product §6.2 API key status. */
export const apiKeyStatusSchema = z
  .object({ has_api_key: z.boolean(), api_key_masked: z.string().nullable() })
  .meta({ id: 'ApiKeyStatus' });
export type ApiKeyStatus = z.infer<typeof apiKeyStatusSchema>;

/** PUT /ai-exam/api-key: an empty string removes the key. */
export const apiKeyUpdateSchema = z
  .object({ gemini_api_key: singleLine('API Key').max(200, 'API Key 過長') })
  .meta({ id: 'ApiKeyUpdate' });
export type ApiKeyUpdate = z.infer<typeof apiKeyUpdateSchema>;

/**
 * What a Gemini key can look like at all: printable ASCII without spaces, of a sane length (Google's are 39
 * characters today). A key of any other shape is refused as invalid_api_key without asking Gemini, which
 * could not even be sent it (an HTTP header takes no control or non-Latin-1 characters).
 */
export const GEMINI_API_KEY_SHAPE = /^[\x21-\x7e]{10,200}$/;
export const GEMINI_API_KEY_SHAPE_MESSAGE =
  'API Key 格式不正確：只能包含英文字母、數字與符號，不可有空白，長度為 10 到 200 個字元';
