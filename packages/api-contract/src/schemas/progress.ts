import { z } from 'zod';
import { archiveTypeSchema } from './archive.ts';

/**
 * A question a user bookmarked (收藏), with what 我的收藏 shows of it and where it opens: the archive page at
 * `course_id`, its archive `archive_id` previewed at the question `question_id`.
 */
export const bookmarkSchema = z
  .object({
    question_id: z.number().int(),
    /** `第 3 題`, `3(b)`. */
    question_name: z.string(),
    archive_id: z.number().int(),
    archive_name: z.string(),
    professor: z.string(),
    academic_year: z.number().int(),
    archive_type: archiveTypeSchema,
    course_id: z.number().int(),
    course_name: z.string(),
    created_at: z.string().datetime(),
  })
  .meta({ id: 'Bookmark' });
export type Bookmark = z.infer<typeof bookmarkSchema>;

/**
 * GET /users/me/bookmarks: the reader's own bookmarks of questions still in use (their archive and course not
 * deleted), by course name, then the archive's place in its course, then the question's order.
 */
export const bookmarkListSchema = z
  .object({ bookmarks: z.array(bookmarkSchema) })
  .meta({ id: 'BookmarkList' });
export type BookmarkList = z.infer<typeof bookmarkListSchema>;

/** GET /users/me/completions: the archives the reader marked 已完成, ascending by id. */
export const completionListSchema = z
  .object({ archive_ids: z.array(z.number().int()) })
  .meta({ id: 'CompletionList' });
export type CompletionList = z.infer<typeof completionListSchema>;

/** PUT /questions/{qid}/bookmark: bookmarked (收藏) or not. Removing a bookmark the question lacks changes nothing. */
export const bookmarkInputSchema = z
  .object({ bookmarked: z.boolean({ error: '請指定是否收藏' }) })
  .meta({ id: 'BookmarkInput' });
export type BookmarkInput = z.infer<typeof bookmarkInputSchema>;

/** PUT /archives/{aid}/completion: marked 已完成 or not. */
export const completionInputSchema = z
  .object({ completed: z.boolean({ error: '請指定是否已完成' }) })
  .meta({ id: 'CompletionInput' });
export type CompletionInput = z.infer<typeof completionInputSchema>;
