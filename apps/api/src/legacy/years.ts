import { type ArchiveType, academicYearSchema } from '@pastexam/api-contract';
import { taipeiDay } from '../activity/term.ts';

/** ROC years count from 1912: the academic year whose first term starts in August of Y is Y − 1911. */
const ROC_OFFSET = 1911;

/**
 * The month (1–12) from which the first term of the academic year starting that August may have held an exam
 * of each type: the term begins in mid-September, its quizzes come from October, its midterms in November and
 * its finals from December (the rest in January).
 */
const FIRST_TERM_FROM: Record<ArchiveType, number> = { quiz: 10, other: 10, midterm: 11, final: 12 };

/** How an archive's year was read: kept, told by its upload date, or the default. */
export type YearReading =
  | { ok: true; year: number; how: 'roc' | 'upload' | 'default' }
  | { ok: false; reason: string };

/**
 * The academic year (ROC, product §9.11) of an archive whose original stored `stored` as its 考試年份: the
 * calendar year of the exam, in Western form (2000 up to the year of the upload, from a year picker). A year
 * that already reads as an ROC year (80–200) is kept. A calendar year Y is academic year Y − 1912 from January
 * to July (the first term's January finals and the whole second term) and Y − 1911 from August. An archive
 * uploaded in Y itself tells which: before the first term could have held an exam of its type, Y − 1912; from
 * then on, the term just held, Y − 1911. Otherwise nothing tells, and the default is Y − 1912, the academic year
 * most of Y's exams belong to (January's finals, the second term's midterms and finals).
 */
export function academicYearOf(stored: number, type: ArchiveType, uploadedAt: Date): YearReading {
  if (academicYearSchema.safeParse(stored).success) return { ok: true, year: stored, how: 'roc' };
  const [uploadYear, uploadMonth] = taipeiDay(uploadedAt).split('-').map(Number);
  const told = uploadYear === stored && uploadMonth !== undefined;
  const autumn = told && uploadMonth >= FIRST_TERM_FROM[type];
  const year = stored - ROC_OFFSET - (autumn ? 0 : 1);
  const checked = academicYearSchema.safeParse(year);
  if (!checked.success) {
    return {
      ok: false,
      reason: `考試年份 ${stored} 既不是民國學年度（80–200），也不是可換算成學年度的西元年（1992–2111）`,
    };
  }
  return { ok: true, year: checked.data, how: told ? 'upload' : 'default' };
}
