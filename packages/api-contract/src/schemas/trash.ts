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
    /**
     * Its course was deleted too (it went to the trash with it): a restore brings the course back, or moves the
     * archive into the active course of the same name when there is one by then.
     */
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

/**
 * What a restore did with the archive's course: `active`, it was there all along and the archive is back in it;
 * `restored`, it had been deleted and came back with the archive; `namesake`, it had been deleted and stays
 * so, and the archive joined the active course of the same name and category instead.
 */
export const restoredCourseOutcomeSchema = z
  .enum(['active', 'restored', 'namesake'])
  .meta({ id: 'RestoredCourseOutcome' });
export type RestoredCourseOutcome = z.infer<typeof restoredCourseOutcomeSchema>;

/** A restored archive, the course it is in now (`course_id`) and how it got there (`course_outcome`). */
export const restoredArchiveSchema = z
  .object({
    ...archiveSchema.shape,
    course_id: z.number().int(),
    course_outcome: restoredCourseOutcomeSchema,
  })
  .meta({ id: 'RestoredArchive' });
export type RestoredArchive = z.infer<typeof restoredArchiveSchema>;
