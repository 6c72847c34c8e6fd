import { z } from 'zod';
import { idValue } from './common.ts';
import { coverageShape } from './coverage.ts';
import { multiLine, singleLine } from './text.ts';

/** product §9.2 course categories, in the order the product shows them. */
export const courseCategories = [
  'freshman',
  'sophomore',
  'junior',
  'senior',
  'graduate',
  'interdisciplinary',
  'general',
] as const;
export const courseCategorySchema = z.enum(courseCategories).meta({ id: 'CourseCategory' });
export type CourseCategory = z.infer<typeof courseCategorySchema>;

/** 待審核: created by a student's upload and not yet confirmed or merged by an admin. */
const pendingSchema = z.boolean().meta({ description: '待審核：由學生上傳時建立，尚待管理員確認或合併' });

export const courseSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Always sent; a client may read a missing value as false. */
    pending: pendingSchema.optional(),
    /**
     * Always sent. Whether any of its archives is a midterm or final, i.e. an AI mock exam can be made from it;
     * a client missing it offers the course and lets the check of its archives decide.
     */
    has_midterm_or_final: z
      .boolean()
      .optional()
      .meta({ description: '是否有期中考或期末考（可用於 AI 模擬試題）' }),
    /**
     * Always sent: how many questions its archives in use have, and how many of them are answered. A client
     * missing them shows no coverage.
     */
    question_count: coverageShape.question_count.optional(),
    answered_count: coverageShape.answered_count.optional(),
  })
  .meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** GET /courses: every category key present, each sorted by name (zh-TW collation). */
export const coursesByCategorySchema = z
  .object({
    freshman: z.array(courseSummarySchema),
    sophomore: z.array(courseSummarySchema),
    junior: z.array(courseSummarySchema),
    senior: z.array(courseSummarySchema),
    graduate: z.array(courseSummarySchema),
    interdisciplinary: z.array(courseSummarySchema),
    general: z.array(courseSummarySchema),
  })
  .meta({ id: 'CoursesByCategory' });
export type CoursesByCategory = z.infer<typeof coursesByCategorySchema>;

/** Every category, each with no course yet: where a listing by category starts. */
export function emptyCoursesByCategory(): CoursesByCategory {
  return {
    freshman: [],
    sophomore: [],
    junior: [],
    senior: [],
    graduate: [],
    interdisciplinary: [],
    general: [],
  };
}

export const courseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: courseCategorySchema,
    archive_count: z.number().int(),
    pending: pendingSchema,
    created_at: z.string().datetime(),
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.array(courseSchema).meta({ id: 'CourseList' });

export const courseNameSchema = singleLine('課程名稱')
  .min(1, '請輸入課程名稱')
  .max(100, '課程名稱最多 100 個字');

/** Admin: the course body of POST and PUT /courses/admin/courses. */
export const courseInputSchema = z
  .object({ name: courseNameSchema, category: courseCategorySchema })
  .meta({ id: 'CourseInput' });
export type CourseInput = z.infer<typeof courseInputSchema>;

/** Admin: POST /courses/admin/courses/{id}/merge, the existing course a pending one's archives move to. */
export const courseMergeSchema = z.object({ into_course_id: idValue }).meta({ id: 'CourseMerge' });
export type CourseMerge = z.infer<typeof courseMergeSchema>;

/** The longest reason an admin gives for refusing a pending course. */
export const COURSE_REFUSAL_REASON_MAX_LENGTH = 500;

/**
 * Admin: POST /courses/admin/courses/{id}/refuse, why a pending course (and the uploads that made it) was
 * refused; its uploaders are told it. Null or empty when the admin gives none.
 */
export const courseRefusalSchema = z
  .object({
    reason: multiLine('退回原因')
      .max(COURSE_REFUSAL_REASON_MAX_LENGTH, `退回原因最多 ${COURSE_REFUSAL_REASON_MAX_LENGTH} 個字`)
      .nullable()
      .default(null),
  })
  .meta({ id: 'CourseRefusal' });
export type CourseRefusal = z.input<typeof courseRefusalSchema>;
