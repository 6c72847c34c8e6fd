import { z } from 'zod';
import { questionKeySchema } from './ai-exam.ts';
import { answerKindSchema, questionRegionSchema } from './answer.ts';
import { archiveTypeSchema } from './archive.ts';
import { examQuestionSchema } from './mock-exam.ts';

/** The four self-grades after a card's answer is shown, in FSRS's order (Again, Hard, Good, Easy). */
export const reviewGrades = ['again', 'hard', 'good', 'easy'] as const;
export const reviewGradeSchema = z.enum(reviewGrades, { error: '請選擇忘記、困難、記得或簡單' }).meta({
  id: 'ReviewGrade',
});
export type ReviewGrade = z.infer<typeof reviewGradeSchema>;

/** What each grade is called on the review screen. */
export const reviewGradeLabels: Record<ReviewGrade, string> = {
  again: '忘記',
  hard: '困難',
  good: '記得',
  easy: '簡單',
};

/**
 * How many days around the server's Taipei day a queue may be asked for: the day a client sends only picks which
 * cards it shows, and a day far off is a clock gone wrong.
 */
export const REVIEW_DAY_SLACK = 7;

/** The most cards one queue answers; the count says how many are due in all. */
export const REVIEW_QUEUE_LIMIT = 50;

/** A Taipei calendar day. */
const reviewDay = z.iso.date('日期需為存在的日期，格式為 YYYY-MM-DD');

/** GET /users/me/review/queue: the reader's day in Taipei, as their device reads its clock. */
export const reviewQueueQuerySchema = z.object({ day: reviewDay });
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

/** The answer a card reveals: the question's first in the one order of answers. */
export const reviewAnswerSchema = z
  .object({ answer_id: z.number().int(), kind: answerKindSchema, body: z.string() })
  .meta({ id: 'ReviewAnswer' });
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** What every card due today has: its id, when it was due, and whether it was never reviewed yet. */
const cardBase = {
  card_id: z.number().int(),
  due: z.string().datetime(),
  /** Never reviewed yet. */
  is_new: z.boolean(),
};

/** A card of an archive's question: the question, where it is (its region of the PDF), and its top answer. */
export const reviewQuestionCardSchema = z
  .object({
    kind: z.literal('question'),
    ...cardBase,
    question_id: z.number().int(),
    /** `第 3 題`, `3(b)`. */
    question_name: z.string(),
    region: questionRegionSchema,
    archive_id: z.number().int(),
    archive_name: z.string(),
    professor: z.string(),
    academic_year: z.number().int(),
    archive_type: archiveTypeSchema,
    course_id: z.number().int(),
    course_name: z.string(),
    /** Null when the question has no answer the reader may see. */
    top_answer: reviewAnswerSchema.nullable(),
  })
  .meta({ id: 'ReviewQuestionCard' });
export type ReviewQuestionCard = z.infer<typeof reviewQuestionCardSchema>;

/** A card of a question of the reader's own mock exam: its text is the front, its answer the back. */
export const reviewMockExamCardSchema = z
  .object({
    kind: z.literal('mock_exam'),
    ...cardBase,
    task_id: z.string(),
    question_key: questionKeySchema,
    /** The mock exam's name as 我的模擬試題 lists it. */
    exam_title: z.string(),
    /** The course of the exams it was made from. */
    course_name: z.string(),
    question: examQuestionSchema,
  })
  .meta({ id: 'ReviewMockExamCard' });
export type ReviewMockExamCard = z.infer<typeof reviewMockExamCardSchema>;

/** A card of the reader's review deck (複習) due today. */
export const reviewCardSchema = z
  .discriminatedUnion('kind', [reviewQuestionCardSchema, reviewMockExamCardSchema])
  .meta({ id: 'ReviewCard' });
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** The cards due by the end of the asked day, soonest due first, at most REVIEW_QUEUE_LIMIT of them. */
export const reviewQueueSchema = z
  .object({
    day: z.string(),
    /** How many are due by the end of the day, even beyond the cards listed. */
    due_count: z.number().int(),
    cards: z.array(reviewCardSchema),
  })
  .meta({ id: 'ReviewQueue' });
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** A mock exam's question in the deck: the exam and the question's key in it. */
export const reviewMockQuestionSchema = z
  .object({ task_id: z.string(), question_key: questionKeySchema })
  .meta({ id: 'ReviewMockQuestion' });
export type ReviewMockQuestion = z.infer<typeof reviewMockQuestionSchema>;

/** GET /users/me/review/deck: what is in the reader's deck, ascending, for the 加入複習 toggles. */
export const reviewDeckSchema = z
  .object({
    question_ids: z.array(z.number().int()),
    mock_exam_questions: z.array(reviewMockQuestionSchema),
  })
  .meta({ id: 'ReviewDeck' });
export type ReviewDeck = z.infer<typeof reviewDeckSchema>;

/** PUT /questions/{qid}/review and PUT /ai-exam/task/{id}/questions/{key}/review: in the deck or not. Adding a card already there changes nothing. */
export const reviewMembershipSchema = z
  .object({ in_review: z.boolean({ error: '請指定是否加入複習' }) })
  .meta({ id: 'ReviewMembership' });
export type ReviewMembership = z.infer<typeof reviewMembershipSchema>;

/** POST /users/me/review/bookmarks: how many bookmarked questions became new cards. */
export const reviewAddedSchema = z.object({ added: z.number().int() }).meta({ id: 'ReviewAdded' });
export type ReviewAdded = z.infer<typeof reviewAddedSchema>;

/** POST /review/cards/{cid}/grade. */
export const reviewGradeInputSchema = z.object({ grade: reviewGradeSchema }).meta({ id: 'ReviewGradeInput' });
export type ReviewGradeInput = z.infer<typeof reviewGradeInputSchema>;

/** When the graded card is due again; `capped` when its course's exam date moved it earlier. */
export const reviewGradedSchema = z
  .object({ due: z.string().datetime(), capped: z.boolean() })
  .meta({ id: 'ReviewGraded' });
export type ReviewGraded = z.infer<typeof reviewGradedSchema>;

/** A course of the reader's deck with the exam date (考試日期) they aim it at, if set. */
export const reviewCourseSchema = z
  .object({
    course_id: z.number().int(),
    course_name: z.string(),
    card_count: z.number().int(),
    exam_date: z.string().nullable(),
  })
  .meta({ id: 'ReviewCourse' });
export type ReviewCourse = z.infer<typeof reviewCourseSchema>;

export const reviewCourseListSchema = z
  .object({ courses: z.array(reviewCourseSchema) })
  .meta({ id: 'ReviewCourseList' });
export type ReviewCourseList = z.infer<typeof reviewCourseListSchema>;

/** PUT /users/me/review/courses/{cid}/exam-date: a Taipei day, or null to aim at no date. */
export const reviewExamDateInputSchema = z
  .object({ exam_date: reviewDay.nullable() })
  .meta({ id: 'ReviewExamDateInput' });
export type ReviewExamDateInput = z.infer<typeof reviewExamDateInputSchema>;
