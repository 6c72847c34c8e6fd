import type { ArchiveUpload } from '@pastexam/api-contract';

/** An upload's form that creates its course as it goes, as the upload wizard sends it; `fields` change it. */
export function newCourseUpload(
  name: string,
  file: File,
  fields: Partial<ArchiveUpload> = {},
): ArchiveUpload {
  return {
    course_name: '資料結構',
    course_category: 'sophomore',
    professor: '王教授',
    academic_year: 112,
    archive_type: 'midterm',
    name,
    has_answers: false,
    file,
    ...fields,
  };
}
