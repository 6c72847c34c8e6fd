import { z } from 'zod';
import { archiveTypes } from '../archive-types.ts';
import { rotationFields } from '../image-content.ts';
import { editSchema, idField, idValue } from './common.ts';
import { courseCategorySchema, courseNameSchema } from './course.ts';
import { coverageShape } from './coverage.ts';
import { singleLine } from './text.ts';

export { archiveTypes };
/** product §9.2 archive types. */
export const archiveTypeSchema = z.enum(archiveTypes).meta({ id: 'ArchiveType' });
export type ArchiveType = z.infer<typeof archiveTypeSchema>;

/**
 * The types an AI mock exam can be modelled on: quizzes and other papers are too unlike an exam (product §6.5).
 * The server refuses the rest, and the AI modal offers only courses and professors having one of these.
 */
export const examArchiveTypes = ['midterm', 'final'] as const satisfies readonly ArchiveType[];
export type ExamArchiveType = (typeof examArchiveTypes)[number];

const examTypeSet: ReadonlySet<ArchiveType> = new Set(examArchiveTypes);

export function isExamArchive(archive: { archive_type: ArchiveType }): boolean {
  return examTypeSet.has(archive.archive_type);
}

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
    /**
     * The 考試年份 the original system stored for an archive brought in from it (product §9.11), so an admin
     * editing it can check the academic year read from it: sent only to administrators, in a course's list and
     * an edit's answer, and only for such an archive. Students never edit a year, so they are not sent it.
     */
    legacy_academic_year: z
      .number()
      .int()
      .optional()
      .meta({ description: '原系統的考試年份（匯入的考古題才有，僅給管理員）' }),
  })
  .meta({ id: 'Archive' });
export type Archive = z.infer<typeof archiveSchema>;

/**
 * An archive in its course's list: with how many messages, not deleted, its discussion holds (product §4.10),
 * and how many of its questions are answered (its coverage).
 */
export const listedArchiveSchema = z
  .object({ ...archiveSchema.shape, message_count: z.number().int(), ...coverageShape })
  .meta({ id: 'ListedArchive' });
export type ListedArchive = z.infer<typeof listedArchiveSchema>;
export const archiveListSchema = z.array(listedArchiveSchema).meta({ id: 'ArchiveList' });

/** POST /archives answer: the archive plus the course it went to, which the server may have just created. */
export const uploadedArchiveSchema = z
  .object({ ...archiveSchema.shape, course_id: z.number().int() })
  .meta({ id: 'UploadedArchive' });
export type UploadedArchive = z.infer<typeof uploadedArchiveSchema>;

const professorSchema = singleLine('教授名稱').min(1, '請輸入教授名稱').max(50, '教授名稱最多 50 個字');
const archiveNameSchema = singleLine('考古題名稱').min(1, '請輸入考古題名稱').max(100, '名稱最多 100 個字');
const booleanField = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const uploadedFile = (message: string) =>
  z.instanceof(File, { message }).meta({ type: 'string', format: 'binary' });

/** A multipart field sent once or repeated: one value, or each of them in order. */
const oneOrMany = <T extends z.ZodType>(item: T, error: string) =>
  z
    .union([z.array(item), item], { error })
    .transform((value): z.output<T>[] => (Array.isArray(value) ? value : [value]));

const ROTATION_MESSAGE = '旋轉角度只能是 0、90、180 或 270';
/** A turn as a multipart field carries it (see `rotationOf`). */
const rotationSchema = z.enum(rotationFields, { error: ROTATION_MESSAGE });

/** POST /archives' fields, each checked on its own (the wizard checks its steps with them). */
export const archiveUploadFields = z.object({
  course_id: idField.optional(),
  course_name: courseNameSchema.optional(),
  course_category: courseCategorySchema.optional(),
  professor: professorSchema,
  academic_year: academicYearSchema,
  archive_type: archiveTypeSchema,
  name: archiveNameSchema,
  has_answers: booleanField.default(false),
  /** The PDF; or else `images`. */
  file: uploadedFile('請選擇 PDF 檔案').optional(),
  /** Photos of the exam's pages, in order (the field repeated): one PDF is made of them, a page each. */
  images: oneOrMany(uploadedFile('請選擇圖片'), '請選擇圖片').optional(),
  /** The clockwise turn chosen for each image, in the images' order (the field repeated); default none. */
  rotations: oneOrMany(rotationSchema, ROTATION_MESSAGE).optional(),
});

/**
 * POST /archives (multipart): the course is an existing id, or a new name with its category; the exam is one PDF
 * or 1–30 photos of its pages (`MAX_ARCHIVE_IMAGES`, which the server checks with its own refusal).
 */
export const archiveUploadSchema = archiveUploadFields
  .superRefine((upload, context) => {
    if ((upload.file === undefined) === (upload.images === undefined)) {
      context.addIssue({ code: 'custom', path: ['file'], message: '請選擇 PDF 檔案或圖片（擇一）' });
    }
    if (upload.rotations && upload.rotations.length !== (upload.images?.length ?? 0)) {
      context.addIssue({ code: 'custom', path: ['rotations'], message: '每張圖片需要一個旋轉角度' });
    }
  })
  .meta({ id: 'ArchiveUpload' });
export type ArchiveUpload = z.infer<typeof archiveUploadSchema>;

/**
 * PATCH: edit fields (the uploader and administrators), or move to another course, an existing id or a new name
 * with its category (administrators only: archivePermissions). At least one field.
 */
export const archiveUpdateSchema = editSchema('ArchiveUpdate', {
  professor: professorSchema,
  academic_year: academicYearSchema,
  archive_type: archiveTypeSchema,
  name: archiveNameSchema,
  has_answers: z.boolean(),
  course_id: idValue,
  course_name: courseNameSchema,
  course_category: courseCategorySchema,
});
export type ArchiveUpdate = z.infer<typeof archiveUpdateSchema>;

/** The upload limit the server is configured with, in MB, when nothing else is set. */
export const DEFAULT_UPLOAD_MAX_MB = 10;

/** The largest file accepted, in whole bytes, for a limit configured in MB. */
export const uploadMaxBytes = (maxMb: number) => Math.floor(maxMb * 1024 * 1024);

/** A size as people read it: `1.5 MB`, `300 KB`, `12 B`. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** What a file over the limit is told, by the browser before sending and by the server after. */
export const fileTooLargeMessage = (maxBytes: number) => `檔案超過 ${formatFileSize(maxBytes)} 上限`;

/** The archives' share of the app config: the largest upload, so the browser refuses it before sending. */
export const archiveConfigSchema = z
  .object({ upload_max_bytes: z.number().int().positive() })
  .meta({ id: 'ArchiveConfig' });
export type ArchiveConfig = z.infer<typeof archiveConfigSchema>;
