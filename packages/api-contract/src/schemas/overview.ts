import { z } from 'zod';
import { archiveSchema } from './archive.ts';
import { courseCategorySchema } from './course.ts';

/**
 * A term (學期) of the academic year as Taiwan's universities count it, in Taipei's calendar: the first runs
 * from 1 August to 31 January, the second from 1 February to 31 July. The academic year is the ROC year in
 * which its first term starts (114 for August 2025 to July 2026).
 */
export const termSchema = z
  .object({
    academic_year: z.number().int(),
    semester: z.union([z.literal(1), z.literal(2)]),
    /** The first day, YYYY-MM-DD. */
    starts_on: z.iso.date(),
    /** The last day, YYYY-MM-DD. */
    ends_on: z.iso.date(),
  })
  .meta({ id: 'Term' });
export type Term = z.infer<typeof termSchema>;

/** A course the user opened or downloaded from, with when they last did. */
export const recentCourseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: courseCategorySchema,
    pending: z.boolean(),
    visited_at: z.string().datetime(),
  })
  .meta({ id: 'RecentCourse' });
export type RecentCourse = z.infer<typeof recentCourseSchema>;

/** An archive listed outside its course's page, with the course it belongs to. */
export const overviewArchiveSchema = z
  .object({
    ...archiveSchema.shape,
    course_id: z.number().int(),
    course_name: z.string(),
    course_category: courseCategorySchema,
  })
  .meta({ id: 'OverviewArchive' });
export type OverviewArchive = z.infer<typeof overviewArchiveSchema>;

/** An archive the user previewed, with when they last did. */
export const recentArchiveSchema = z
  .object({ ...overviewArchiveSchema.shape, viewed_at: z.string().datetime() })
  .meta({ id: 'RecentArchive' });
export type RecentArchive = z.infer<typeof recentArchiveSchema>;

/** An archive among this term's most downloaded, with how many times it was downloaded this term. */
export const popularArchiveSchema = z
  .object({ ...overviewArchiveSchema.shape, term_download_count: z.number().int().positive() })
  .meta({ id: 'PopularArchive' });
export type PopularArchive = z.infer<typeof popularArchiveSchema>;

/** A course the reader follows (追蹤), with its newest archives, newest upload first. */
export const followedCourseSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: courseCategorySchema,
    pending: z.boolean(),
    newest_archives: z.array(overviewArchiveSchema),
  })
  .meta({ id: 'FollowedCourse' });
export type FollowedCourse = z.infer<typeof followedCourseSchema>;

/**
 * GET /archives/overview: what the archive page shows a signed-in user before a course is chosen. Only courses
 * and archives anyone can browse are listed; the department-wide lists leave out courses awaiting review.
 */
export const archiveOverviewSchema = z
  .object({
    /** The term `popular_archives` counts downloads in. */
    term: termSchema,
    /** The user's own, most recently opened first. */
    recent_courses: z.array(recentCourseSchema),
    /** The user's own, most recently previewed first. */
    recent_archives: z.array(recentArchiveSchema),
    /** The courses the user follows, by name, each with its newest archives. */
    followed_courses: z.array(followedCourseSchema),
    /** Across the department, newest upload first. */
    newest_archives: z.array(overviewArchiveSchema),
    /** Across the department, most downloaded this term first; only archives downloaded this term. */
    popular_archives: z.array(popularArchiveSchema),
  })
  .meta({ id: 'ArchiveOverview' });
export type ArchiveOverview = z.infer<typeof archiveOverviewSchema>;
