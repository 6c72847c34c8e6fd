import { z } from 'zod';

/** GET /users/me/follows: the courses the reader follows (追蹤), ascending by id. */
export const followListSchema = z
  .object({ course_ids: z.array(z.number().int()) })
  .meta({ id: 'FollowList' });
export type FollowList = z.infer<typeof followListSchema>;

/** PUT /courses/{id}/follow: followed (追蹤) or not. Unfollowing a course not followed changes nothing. */
export const followInputSchema = z
  .object({ following: z.boolean({ error: '請指定是否追蹤' }) })
  .meta({ id: 'FollowInput' });
export type FollowInput = z.infer<typeof followInputSchema>;
