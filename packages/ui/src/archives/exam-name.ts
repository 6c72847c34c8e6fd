import type { ArchiveType } from '@pastexam/api-contract';
import { aside, type Labels, typeLabelBesideName } from '@pastexam/api-contract/labels';
import type { Formats } from '../i18n/format.ts';

/** What names an exam wherever one is shown on its own: its course, year, name (and type) and professor. */
export type ExamNaming = {
  course_name: string;
  academic_year: number;
  archive_name: string;
  archive_type: ArchiveType;
  professor: string;
};

/**
 * `資料結構 · 112 學年度 期中考 · 王教授`, with the type beside a name that does not say it. `labels` and `formats`
 * are the page's (`useLabels()`, `formatsFor(useLocale())`).
 */
export function examName(
  exam: ExamNaming,
  labels: Pick<Labels, 'archiveType' | 'words'>,
  formats: Pick<Formats, 'academicYear'>,
): string {
  const type = typeLabelBesideName({ name: exam.archive_name, archive_type: exam.archive_type }, labels);
  return `${exam.course_name} · ${formats.academicYear(exam.academic_year)} ${exam.archive_name}${type ? aside(labels, type) : ''} · ${exam.professor}`;
}
