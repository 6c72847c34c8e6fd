import { z } from '@hono/zod-openapi';
import { courseCategorySchema, courseNameSchema } from './course.ts';

/** product §9.2 archive types. */
export const archiveTypes = ['midterm', 'final', 'quiz', 'other'] as const;
export const archiveTypeSchema = z.enum(archiveTypes).openapi('ArchiveType');
export type ArchiveType = z.infer<typeof archiveTypeSchema>;
export const archiveTypeLabels: Record<ArchiveType, string> = {
  midterm: '期中考',
  final: '期末考',
  quiz: '小考',
  other: '其他',
};

/** Academic years are ROC years (e.g. 113 for 2024-25); the range keeps typos out. */
export const academicYearSchema = z.coerce
  .number({ error: '學年度必須是數字' })
  .int('學年度必須是整數')
  .min(80, '學年度不可早於 80')
  .max(200, '學年度不可晚於 200');

export const archiveSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    professor: z.string(),
    academic_year: z.number().int(),
    archive_type: archiveTypeSchema,
    has_answers: z.boolean(),
    download_count: z.number().int(),
    uploader_id: z.number().int().nullable(),
    created_at: z.string().datetime(),
  })
  .openapi('Archive');
export type Archive = z.infer<typeof archiveSchema>;
export const archiveListSchema = z.array(archiveSchema).openapi('ArchiveList');

/** POST /archives answer: the archive plus the course it went to, which the server may have just created. */
export const uploadedArchiveSchema = z
  .object({ ...archiveSchema.shape, course_id: z.number().int() })
  .openapi('UploadedArchive');
export type UploadedArchive = z.infer<typeof uploadedArchiveSchema>;

const professorSchema = z.string().trim().min(1, '請輸入教授名稱').max(50, '教授名稱最多 50 個字');
const archiveNameSchema = z.string().trim().min(1, '請輸入考古題名稱').max(100, '名稱最多 100 個字');
const booleanField = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** POST /archives (multipart): the course is an existing id, or a new name with its category. */
export const archiveUploadSchema = z
  .object({
    course_id: z.coerce.number().int().positive().optional(),
    course_name: courseNameSchema.optional(),
    course_category: courseCategorySchema.optional(),
    professor: professorSchema,
    academic_year: academicYearSchema,
    archive_type: archiveTypeSchema,
    name: archiveNameSchema,
    has_answers: booleanField.default(false),
    file: z.instanceof(File, { message: '請選擇 PDF 檔案' }).openapi({ type: 'string', format: 'binary' }),
  })
  .openapi('ArchiveUpload');
export type ArchiveUpload = z.infer<typeof archiveUploadSchema>;

/** PATCH (admins): edit fields, or move to another course (an existing id, or a new name with its category). */
export const archiveUpdateSchema = z
  .object({
    professor: professorSchema.optional(),
    academic_year: academicYearSchema.optional(),
    archive_type: archiveTypeSchema.optional(),
    name: archiveNameSchema.optional(),
    has_answers: z.boolean().optional(),
    course_id: z.number().int().positive().optional(),
    course_name: courseNameSchema.optional(),
    course_category: courseCategorySchema.optional(),
  })
  .openapi('ArchiveUpdate');
export type ArchiveUpdate = z.infer<typeof archiveUpdateSchema>;
