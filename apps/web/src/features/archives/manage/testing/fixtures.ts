import type { Archive, CoursesByCategory, ListedArchive, UploadedArchive } from '@pastexam/api-contract';

export const courses: CoursesByCategory = {
  freshman: [{ id: 1, name: '計算機概論' }],
  sophomore: [
    { id: 3, name: '資料結構' },
    { id: 4, name: '離散數學' },
  ],
  junior: [],
  senior: [],
  graduate: [],
  interdisciplinary: [],
  general: [],
};

/** An archive of course 3 uploaded by user 7 unless told otherwise. */
export function archiveOf(overrides: Partial<ListedArchive> = {}): ListedArchive {
  return {
    id: 21,
    name: '第一次期中考',
    professor: '王大明',
    academic_year: 112,
    archive_type: 'midterm',
    has_answers: false,
    download_count: 0,
    question_count: 0,
    answered_count: 0,
    uploader_id: 7,
    created_at: '2025-01-10T08:00:00.000Z',
    message_count: 0,
    ...overrides,
  };
}

/** POST /archives' answer: the archive and the course it went to. */
export function uploadedArchiveOf(courseId: number, overrides: Partial<Archive> = {}): UploadedArchive {
  return { ...archiveOf(overrides), course_id: courseId };
}

/** A small PDF as the browser would hand it over, padded inside with zero bytes to reach a size when given. */
export function pdfFile(name = 'exam.pdf', extraBytes = 0): File {
  return new File(['%PDF-1.4\n', new Uint8Array(extraBytes), '%%EOF\n'], name, { type: 'application/pdf' });
}
