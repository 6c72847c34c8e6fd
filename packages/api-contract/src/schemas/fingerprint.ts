import { z } from 'zod';
import { singleLine } from './text.ts';

/**
 * A topic is 多年未考 when it was asked before but in none of the last this many academic years, counting the
 * newest year the chart's exams are from (`now_year`) as the first of them.
 */
export const FINGERPRINT_DORMANT_YEARS = 3;

/** GET /courses/{id}/fingerprint: every professor of the course, or one of them. */
export const fingerprintQuerySchema = z.object({
  professor: singleLine('教授名稱').trim().min(1, '請選擇教授').max(50, '教授名稱最多 50 個字').optional(),
});
export type FingerprintQuery = z.input<typeof fingerprintQuerySchema>;

/** One row of the chart: a topic, or an area with every question carrying it or one of its topics, once. */
export const fingerprintRowSchema = z
  .object({
    topic: z.object({ id: z.number().int(), name_zh: z.string(), name_en: z.string() }),
    /** How many questions carry it confirmed in each year of `years`, in that order (0 where none). */
    counts: z.array(z.number().int()),
    total: z.number().int(),
    /** The newest year it was asked. */
    last_year: z.number().int(),
    /** 多年未考: not asked in the last `FINGERPRINT_DORMANT_YEARS` years up to `now_year`. */
    dormant: z.boolean(),
  })
  .meta({ id: 'FingerprintRow' });
export type FingerprintRow = z.infer<typeof fingerprintRowSchema>;

/**
 * A professor's fingerprint (出題分析): the topics × academic years grid of a course's questions tagged
 * confirmed, for all its professors or one. `years` are the years with any exam (oldest first), whether or not
 * its questions are tagged; `now_year` is the newest of them (null when there is none). Areas and their topics
 * come in the tree's order, only those asked at least once.
 */
export const fingerprintSchema = z
  .object({
    course: z.object({ id: z.number().int(), name: z.string() }),
    professor: z.string().nullable(),
    /** Every professor with an exam in the course, by name: the choices of the picker. */
    professors: z.array(z.string()),
    years: z.array(z.object({ academic_year: z.number().int(), exams: z.number().int() })),
    now_year: z.number().int().nullable(),
    /** The questions of the exams shown, and how many of them carry a confirmed topic. */
    questions: z.object({ total: z.number().int(), tagged: z.number().int() }),
    areas: z.array(fingerprintRowSchema.extend({ topics: z.array(fingerprintRowSchema) })),
  })
  .meta({ id: 'Fingerprint' });
export type Fingerprint = z.infer<typeof fingerprintSchema>;
