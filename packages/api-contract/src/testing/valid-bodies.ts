// Request bodies the contract accepts, for tests that change one field at a time.

/** A PDF as the upload form sends it. */
export const pdfFile = new File(['%PDF-1.4'], 'exam.pdf', { type: 'application/pdf' });

/** The upload form's text fields for an existing course, as multipart sends them (all strings), without the file. */
export const uploadFields = {
  course_id: '3',
  professor: '王教授',
  academic_year: '113',
  archive_type: 'final',
  name: '期末',
};

/** A new local account. */
export const newUser = { name: '王小明', email: 'student@example.edu', password: '12345678' };
