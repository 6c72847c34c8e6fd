import { z } from 'zod';
import { answerKindSchema, questionRegionSchema } from './answer.ts';
import { archiveTypeSchema } from './archive.ts';
import { multiLine } from './text.ts';

/** How a 模擬考 shows its questions: `one` at a time, or `all` on one page. */
export const practiceLayoutSchema = z.enum(['one', 'all']).meta({ id: 'PracticeLayout' });
export type PracticeLayout = z.infer<typeof practiceLayoutSchema>;

/** How the student graded a question once the attempt ended: 會 (`known`), 不確定 (`unsure`), 不會 (`unknown`). */
export const selfGradeSchema = z
  .enum(['known', 'unsure', 'unknown'], { error: '請選擇「會」、「不確定」或「不會」' })
  .meta({ id: 'SelfGrade' });
export type SelfGrade = z.infer<typeof selfGradeSchema>;

/** Each mark's label, in the order the student chooses among them. */
export const SELF_GRADE_LABELS: Readonly<Record<SelfGrade, string>> = {
  known: '會',
  unsure: '不確定',
  unknown: '不會',
};

/** A practice's length, in minutes, as a user may set it. */
export const PRACTICE_MINUTES = { min: 1, max: 300 } as const;
/**
 * The length a practice takes unless the user sets one: an exam's questions take about ten minutes each, and
 * a sitting lasts between 10 minutes and three hours (a department's longest exam).
 */
export const PRACTICE_MINUTES_PER_QUESTION = 10;
export const PRACTICE_DEFAULT_MINUTES = { min: 10, max: 180 } as const;

/** The length of a practice of `questionCount` questions when the user sets none, in minutes. */
export function defaultPracticeMinutes(questionCount: number): number {
  const minutes = questionCount * PRACTICE_MINUTES_PER_QUESTION;
  return Math.min(PRACTICE_DEFAULT_MINUTES.max, Math.max(PRACTICE_DEFAULT_MINUTES.min, minutes));
}

/** The longest note a student may write on one question, in characters. */
export const PRACTICE_NOTE_MAX_LENGTH = 5000;

/** POST /archives/{aid}/practice: how to show the questions and, optionally, the length in minutes. */
export const practiceStartSchema = z
  .object({
    layout: practiceLayoutSchema,
    minutes: z
      .number({ error: '請輸入分鐘數' })
      .int('分鐘數必須是整數')
      .min(PRACTICE_MINUTES.min, `時間至少 ${PRACTICE_MINUTES.min} 分鐘`)
      .max(PRACTICE_MINUTES.max, `時間最多 ${PRACTICE_MINUTES.max} 分鐘`)
      .optional(),
  })
  .meta({ id: 'PracticeStart' });
export type PracticeStart = z.input<typeof practiceStartSchema>;

/** PUT /practice/{pid}/questions/{qid}/note: the student's note on the question, while the attempt runs. */
export const practiceNoteSchema = z
  .object({
    note: multiLine('筆記', { trim: false }).max(
      PRACTICE_NOTE_MAX_LENGTH,
      `筆記最多 ${PRACTICE_NOTE_MAX_LENGTH} 個字`,
    ),
  })
  .meta({ id: 'PracticeNote' });
export type PracticeNote = z.input<typeof practiceNoteSchema>;

/** PUT /practice/{pid}/questions/{qid}/mark: the student's grade of the question, once the attempt ended. */
export const selfGradeInputSchema = z.object({ mark: selfGradeSchema }).meta({ id: 'SelfGradeInput' });
export type SelfGradeInput = z.input<typeof selfGradeInputSchema>;

/** One of a question's top answers, shown beside the student's note once the attempt ended. */
export const practiceAnswerSchema = z
  .object({
    id: z.number().int(),
    /** Nickname or login name; null once the account is gone. */
    author_name: z.string().nullable(),
    kind: answerKindSchema,
    /** Markdown with KaTeX math, as an answer's body. */
    body: z.string(),
    official: z.boolean(),
    /** Up votes less down votes. */
    score: z.number().int(),
  })
  .meta({ id: 'PracticeAnswer' });
export type PracticeAnswer = z.infer<typeof practiceAnswerSchema>;

/** One question of an attempt: where it is in the PDF, the student's note and mark, and (once ended) answers. */
export const practiceQuestionSchema = z
  .object({
    question_id: z.number().int(),
    name: z.string(),
    region: questionRegionSchema,
    note: z.string(),
    mark: selfGradeSchema.nullable(),
    /** The question's top answers, best first: empty while the attempt runs, so nothing spoils it. */
    top_answers: z.array(practiceAnswerSchema),
  })
  .meta({ id: 'PracticeQuestion' });
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

/** The counts of an attempt's marks, and of its questions not yet marked. */
export const practiceCountsSchema = z
  .object({
    known: z.number().int().nonnegative(),
    unsure: z.number().int().nonnegative(),
    unknown: z.number().int().nonnegative(),
    unmarked: z.number().int().nonnegative(),
  })
  .meta({ id: 'PracticeCounts' });
export type PracticeCounts = z.infer<typeof practiceCountsSchema>;

/** An attempt as its list shows it (上次模擬考): when, and how the student graded it. */
export const practiceSummarySchema = z
  .object({
    id: z.number().int(),
    archive_id: z.number().int(),
    layout: practiceLayoutSchema,
    started_at: z.string().datetime(),
    deadline_at: z.string().datetime(),
    /** Null while it runs. */
    ended_at: z.string().datetime().nullable(),
    counts: practiceCountsSchema,
  })
  .meta({ id: 'PracticeSummary' });
export type PracticeSummary = z.infer<typeof practiceSummarySchema>;

/**
 * GET /practice/{pid}: one of the user's own attempts. `remaining_seconds` is the time left by the server's
 * clock (0 once ended), so a page reloaded mid-way resumes with the time it had.
 */
export const practiceAttemptSchema = practiceSummarySchema
  .extend({
    archive_name: z.string(),
    course_id: z.number().int(),
    remaining_seconds: z.number().int().nonnegative(),
    questions: z.array(practiceQuestionSchema),
  })
  .meta({ id: 'PracticeAttempt' });
export type PracticeAttempt = z.infer<typeof practiceAttemptSchema>;

/**
 * GET /archives/{aid}/practice: what starting a practice on the archive would take (its questions and the
 * default length) and the user's attempts on it, newest first: the running one, if any, comes first.
 */
export const practiceOverviewSchema = z
  .object({
    /** The exam practised, named on the start page as everywhere: course, year, name and professor. */
    archive: z
      .object({
        archive_name: z.string(),
        archive_type: archiveTypeSchema,
        academic_year: z.number().int(),
        professor: z.string(),
        course_id: z.number().int(),
        course_name: z.string(),
      })
      .meta({ id: 'PracticeArchive' }),
    question_count: z.number().int().nonnegative(),
    default_minutes: z.number().int().positive(),
    attempts: z.array(practiceSummarySchema),
  })
  .meta({ id: 'PracticeOverview' });
export type PracticeOverview = z.infer<typeof practiceOverviewSchema>;
