// Exams whose questions' text is known, for 題單's tests and its benchmark: each question's text is printed at
// its start, so a printed worksheet's text shows which questions it holds.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { storeArchive } from '../archives/upload.ts';
import type { Database } from '../db/client.ts';
import { archiveQuestions, type CourseRow } from '../db/schema.ts';
import type { FileStorage } from '../storage/index.ts';

/** The text printed for question `n` of the exam `tag`. */
export const questionText = (tag: string, n: number) => `${tag} question ${n}: prove the bound holds`;

/** An exam of `count` questions, `perPage` to a page, each started by its text, stored with its questions. */
export async function examWithQuestions(
  db: Database,
  storage: FileStorage,
  course: CourseRow,
  options: { tag: string; count: number; perPage?: number; year?: number },
) {
  const perPage = options.perPage ?? 3;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const starts: { page: number; top: number }[] = [];
  for (let n = 1; n <= options.count; n += 1) {
    const index = (n - 1) % perPage;
    if (index === 0) doc.addPage([595, 842]);
    const page = doc.getPages().length;
    const top = 0.1 + index * (0.8 / perPage);
    doc
      .getPages()
      [page - 1]?.drawText(questionText(options.tag, n), { x: 60, y: 842 * (1 - top) - 14, size: 12, font });
    starts.push({ page, top });
  }
  const archive = await storeArchive(db, storage, {
    course: { kind: 'existing', id: course.id },
    name: `${options.tag} 期中考`,
    professor: '王教授',
    academic_year: options.year ?? 112,
    archive_type: 'midterm',
    has_answers: false,
    bytes: await doc.save(),
    uploaderId: null,
  });
  const rows = await db
    .insert(archiveQuestions)
    .values(
      starts.map((start, index) => ({
        archiveId: archive.id,
        ordinal: index + 1,
        ...start,
        name: `第 ${index + 1} 題`,
        status: 'confirmed' as const,
      })),
    )
    .returning({ id: archiveQuestions.id });
  return { archive, questionIds: rows.map((row) => row.id) };
}
