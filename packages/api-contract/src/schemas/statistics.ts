import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * The department's figures on the home page (product §2.10): what anyone may know, counted on the server and
 * kept for a minute.
 */
export const statisticsSchema = z
  .object({
    /** Archives anyone signed in can browse: not in the trash, in a course that is confirmed and not deleted. */
    archives: count,
    /** Courses confirmed by an administrator and not deleted. */
    courses: count,
    /** Every account, local or single sign-on. */
    users: count,
    /** The total downloads of the counted archives since each was uploaded (or in the original system). */
    downloads: count,
    /** Accounts that signed in, opened a course or downloaded since Taipei's midnight. */
    active_users_today: count,
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.infer<typeof statisticsSchema>;
