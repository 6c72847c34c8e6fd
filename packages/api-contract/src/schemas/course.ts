import { z } from '@hono/zod-openapi';

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
export const courseCategorySchema = z.enum(courseCategories).openapi('CourseCategory');
export type CourseCategory = z.infer<typeof courseCategorySchema>;

/** The Chinese label of each category (product §9.2). */
export const courseCategoryLabels: Record<CourseCategory, string> = {
  freshman: '大一課程',
  sophomore: '大二課程',
  junior: '大三課程',
  senior: '大四課程',
  graduate: '研究所課程',
  interdisciplinary: '跨領域課程',
  general: '通識課程',
};

export const courseSummarySchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi('CourseSummary');
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
  .openapi('CoursesByCategory');
export type CoursesByCategory = z.infer<typeof coursesByCategorySchema>;

export const courseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: courseCategorySchema,
    archive_count: z.number().int(),
    created_at: z.string().datetime(),
  })
  .openapi('Course');
export type Course = z.infer<typeof courseSchema>;
export const courseListSchema = z.array(courseSchema).openapi('CourseList');

export const courseNameSchema = z.string().trim().min(1, '請輸入課程名稱').max(100, '課程名稱最多 100 個字');

/** Admin: the course body of POST and PUT /courses/admin/courses. */
export const courseInputSchema = z
  .object({ name: courseNameSchema, category: courseCategorySchema })
  .openapi('CourseInput');
export type CourseInput = z.infer<typeof courseInputSchema>;
