import type {
  ArchiveOverview,
  CoursesByCategory,
  ListedArchive,
  OverviewArchive,
} from '@pastexam/api-contract';
import { claimsFor, makeToken } from './tokens.ts';

// The department the archive page's tests see, and the signed-in student who sees it.

/** A small department: course 3 has two archives, course 4 (awaiting review) none, course 99 does not exist. */
export const courses: CoursesByCategory = {
  freshman: [{ id: 1, name: '計算機概論' }],
  sophomore: [
    { id: 3, name: '資料結構' },
    { id: 4, name: '離散數學', pending: true },
  ],
  junior: [{ id: 5, name: 'Operating Systems 作業系統' }],
  senior: [],
  graduate: [],
  interdisciplinary: [],
  general: [],
};

const base = {
  download_count: 0,
  uploader_id: null,
  created_at: '2025-01-10T08:00:00.000Z',
  message_count: 0,
  question_count: 0,
  answered_count: 0,
};
export const midterm: ListedArchive = {
  ...base,
  id: 31,
  name: '期中考',
  professor: '林教授',
  academic_year: 112,
  archive_type: 'midterm',
  has_answers: true,
};
export const final: ListedArchive = {
  ...base,
  id: 32,
  name: '期末考',
  professor: '王教授',
  academic_year: 113,
  archive_type: 'final',
  has_answers: false,
  download_count: 5,
};
export const archivesByCourse: Record<number, ListedArchive[]> = { 3: [midterm, final], 4: [], 5: [] };

const inDataStructures = (archive: ListedArchive): OverviewArchive => ({
  ...archive,
  course_id: 3,
  course_name: '資料結構',
  course_category: 'sophomore',
});
export const overview: ArchiveOverview = {
  term: { academic_year: 114, semester: 1, starts_on: '2025-08-01', ends_on: '2026-01-31' },
  recent_courses: [
    { id: 4, name: '離散數學', category: 'sophomore', pending: true, visited_at: '2025-10-01T08:00:00.000Z' },
  ],
  recent_archives: [],
  followed_courses: [],
  newest_archives: [inDataStructures(final)],
  popular_archives: [{ ...inDataStructures(midterm), term_download_count: 7 }],
};

export const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
export const fileName = '113_資料結構_王教授_期末考.pdf';
export const token = makeToken(claimsFor({ name: '王小明' }));
