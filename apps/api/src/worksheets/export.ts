import type { PDFDocument } from 'pdf-lib';
import type { Database } from '../db/client.ts';
import { questionRegion } from '../questions/region.ts';
import { fail, type Refusal } from '../refusal.ts';
import { type FileStorage, readStoredFile } from '../storage/index.ts';
import { type PrintedQuestion, printWorksheet } from './pdf.ts';
import { findWorksheet, questionStarts, topAnswers, worksheetQuestionRows } from './repository.ts';
import { sourceOf } from './service.ts';

/** The printed worksheet and the file name it downloads as. */
export type WorksheetPdf = { bytes: Uint8Array; fileName: string };

/**
 * 匯出 PDF: any signed-in reader holding the link may print a worksheet. Each exam's PDF is read once however
 * many of its questions the worksheet holds; an exam whose file is gone is left out rather than failing the rest.
 */
export async function exportWorksheet(
  db: Database,
  storage: FileStorage,
  id: string,
  withAnswers: boolean,
): Promise<WorksheetPdf | Refusal<'worksheet_not_found' | 'worksheet_empty'>> {
  const head = await findWorksheet(db, id);
  if (!head) return fail('worksheet_not_found');
  const rows = await worksheetQuestionRows(db, id);
  if (rows.length === 0) return fail('worksheet_empty');
  const archiveIds = [...new Set(rows.map((row) => row.archive.id))];
  const [starts, answers] = await Promise.all([
    questionStarts(db, archiveIds),
    withAnswers
      ? topAnswers(
          db,
          rows.map((row) => row.questionId),
        )
      : new Map<number, string>(),
  ]);
  // Loaded on first use, as everywhere in the server: most servers never print a worksheet.
  const { PDFDocument } = await import('pdf-lib');
  const pdfs = new Map<number, Promise<PDFDocument | null>>();
  const pdfOf = (archiveId: number, key: string) => {
    let found = pdfs.get(archiveId);
    if (!found) {
      found = readStoredFile(storage, key).then((bytes) =>
        bytes ? PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false }) : null,
      );
      pdfs.set(archiveId, found);
    }
    return found;
  };
  const printed: PrintedQuestion[] = [];
  for (const row of rows) {
    const pdf = await pdfOf(row.archive.id, row.fileKey);
    if (!pdf) continue;
    const ofArchive = starts.filter((start) => start.archiveId === row.archive.id);
    const at = ofArchive.findIndex((start) => start.id === row.questionId);
    const next = ofArchive[at + 1] ?? null;
    printed.push({
      source: sourceOf(row),
      pdf,
      region: questionRegion(row, next, pdf.getPageCount()),
      answer: withAnswers ? (answers.get(row.questionId) ?? null) : null,
    });
  }
  return { bytes: await printWorksheet(head.title, printed), fileName: `${head.title}.pdf` };
}
