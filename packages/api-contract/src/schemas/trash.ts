import { z } from 'zod';
import { archiveSchema, archiveTypeSchema } from './archive.ts';
import { courseCategorySchema } from './course.ts';

/** An archive in the trash, as the admin's 垃圾桶 lists it. */
export const trashedArchiveSchema = z
  .object({
    id: z.number().int(),
    course_id: z.number().int(),
    course_name: z.string(),
    course_category: courseCategorySchema,
    /** Its course was deleted too (it went to the trash with it); restoring it brings the course back. */
    course_deleted: z.boolean(),
    name: z.string(),
    professor: z.string(),
    academic_year: z.number().int(),
    archive_type: archiveTypeSchema,
    deleted_at: z.string().datetime(),
    /** The name of who deleted it (the archive or its course); null when unknown or the account is gone. */
    deleted_by: z.string().nullable(),
    /** When it will be purged for good unless restored. */
    purge_at: z.string().datetime(),
  })
  .meta({ id: 'TrashedArchive' });
export type TrashedArchive = z.infer<typeof trashedArchiveSchema>;
export const trashListSchema = z.array(trashedArchiveSchema).meta({ id: 'TrashList' });

/** A restored archive and the course it is in now (its own, brought back, or an active one of that name). */
export const restoredArchiveSchema = z
  .object({ ...archiveSchema.shape, course_id: z.number().int() })
  .meta({ id: 'RestoredArchive' });
export type RestoredArchive = z.infer<typeof restoredArchiveSchema>;
