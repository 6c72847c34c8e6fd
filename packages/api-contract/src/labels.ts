import type { Archive, ArchiveType } from './schemas/archive.ts';
import type { CourseCategory } from './schemas/course.ts';

/** The Chinese label of each category (product §9.2). */
export const courseCategoryLabels: Record<CourseCategory, string> = {
  freshman: '大一課程',
  sophomore: '大二課程',
  junior: '大三課程',
  senior: '大四課程',
  graduate: '研究所課程',
  interdisciplinary: '跨領域課程',
  general: '通識課程',
};

/** The Chinese label of each archive type (product §9.2). */
export const archiveTypeLabels: Record<ArchiveType, string> = {
  midterm: '期中考',
  final: '期末考',
  quiz: '小考',
  other: '其他',
};

/**
 * The type label to show beside an archive's name, or null when the name is only that label (an archive named
 * 期中考 of type midterm): a row then says 期中考 once, not twice. A name naming another type keeps both, so a
 * mismatch stays visible.
 */
export function typeLabelBesideName(archive: Pick<Archive, 'name' | 'archive_type'>): string | null {
  const label = archiveTypeLabels[archive.archive_type];
  return archive.name.trim() === label ? null : label;
}
