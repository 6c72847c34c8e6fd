import { z } from 'zod';
import { WISH_CLOSE_REASON_MAX_LENGTH, WISH_NOTE_MAX_LENGTH } from '../wish-limits.ts';
import { academicYearSchema, archiveTypeSchema } from './archive.ts';
import { multiLine, singleLine } from './text.ts';

export { MAX_OPEN_WISHES, WISH_CLOSE_REASON_MAX_LENGTH, WISH_NOTE_MAX_LENGTH } from '../wish-limits.ts';

/**
 * POST /courses/{id}/wishes: the exam wished for in that course. Professor, year and type narrow it; left out,
 * any will do. The same open wish made again adds the caller to it (同求).
 */
export const wishInputSchema = z
  .object({
    professor: singleLine('教授名稱')
      .max(50, '教授名稱最多 50 個字')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    academic_year: academicYearSchema.nullable().default(null),
    archive_type: archiveTypeSchema.nullable().default(null),
    note: multiLine('備註')
      .max(WISH_NOTE_MAX_LENGTH, `備註最多 ${WISH_NOTE_MAX_LENGTH} 個字`)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
  })
  .meta({ id: 'WishInput' });
export type WishInput = z.input<typeof wishInputSchema>;

/** Where a wish stands: waiting, fulfilled by an upload, or closed by an admin. */
export const wishStateSchema = z.enum(['open', 'fulfilled', 'closed']).meta({ id: 'WishState' });
export type WishState = z.infer<typeof wishStateSchema>;

/** One wish as its course page, its wishers and the admins see it. */
export const wishSchema = z
  .object({
    id: z.number().int(),
    course_id: z.number().int(),
    course_name: z.string(),
    /** Null: any professor, year or type will do. */
    professor: z.string().nullable(),
    academic_year: z.number().int().nullable(),
    archive_type: archiveTypeSchema.nullable(),
    /** What the first wisher wrote, if anything. */
    note: z.string().nullable(),
    /** How many people wait for it (同求 included). */
    wisher_count: z.number().int().nonnegative(),
    /** Whether the caller is one of them. */
    joined: z.boolean(),
    state: wishStateSchema,
    created_at: z.string().datetime(),
    /** The archive that fulfilled it and when; null until then. */
    fulfilled_archive_id: z.number().int().nullable(),
    fulfilled_at: z.string().datetime().nullable(),
    /** Why an admin closed it, and when; null unless closed. */
    close_reason: z.string().nullable(),
    closed_at: z.string().datetime().nullable(),
  })
  .meta({ id: 'Wish' });
export type Wish = z.infer<typeof wishSchema>;

/** A list of wishes: a course's open ones (most wishers first), the caller's, or the most wished-for. */
export const wishListSchema = z.object({ wishes: z.array(wishSchema) }).meta({ id: 'WishList' });
export type WishList = z.infer<typeof wishListSchema>;

/** PUT /wishes/{id}/join: 同求 (true) or 取消同求 (false). Already in that state, nothing changes. */
export const wishJoinSchema = z
  .object({ joined: z.boolean({ error: '請指定是否同求' }) })
  .meta({ id: 'WishJoin' });
export type WishJoin = z.infer<typeof wishJoinSchema>;

/** POST /courses/{id}/wishes/matches: the exam the uploader is describing, before they send it. */
export const wishMatchQuerySchema = z
  .object({
    professor: singleLine('教授名稱').max(50, '教授名稱最多 50 個字'),
    academic_year: academicYearSchema,
    archive_type: archiveTypeSchema,
  })
  .meta({ id: 'WishMatchQuery' });
export type WishMatchQuery = z.input<typeof wishMatchQuerySchema>;

/** How many open wishes that upload would fulfil, and how many people wait on them (each counted once). */
export const wishMatchSchema = z
  .object({ wish_count: z.number().int().nonnegative(), wisher_count: z.number().int().nonnegative() })
  .meta({ id: 'WishMatch' });
export type WishMatch = z.infer<typeof wishMatchSchema>;

/** POST /admin/wishes/{id}/close: why the wish is closed, shown to its wishers. */
export const wishCloseSchema = z
  .object({
    reason: multiLine('關閉原因')
      .min(1, '請輸入關閉原因')
      .max(WISH_CLOSE_REASON_MAX_LENGTH, `關閉原因最多 ${WISH_CLOSE_REASON_MAX_LENGTH} 個字`),
  })
  .meta({ id: 'WishClose' });
export type WishClose = z.infer<typeof wishCloseSchema>;
