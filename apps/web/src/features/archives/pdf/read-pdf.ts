import { MAX_ARCHIVE_PAGES, type PdfProblem } from '@pastexam/api-contract/pdf-content';
import { InvalidPDFException, type PDFDocumentProxy } from 'pdfjs-dist';
import { openPdfDocument } from './open-document.ts';

/**
 * Whether pdf.js, which will draw the preview, can open a chosen file and its first page, as the upload wizard
 * asks before going on. Throws when pdf.js itself fails rather than the file: that is no verdict, and the
 * server still checks the file.
 */
export async function pdfOpenProblem(bytes: Uint8Array): Promise<PdfProblem | null> {
  const task = openPdfDocument(bytes);
  try {
    let document: PDFDocumentProxy;
    try {
      document = await task.promise;
    } catch (error) {
      // pdf.js does not export the class of a password refusal, only names it.
      if (error instanceof Error && error.name === 'PasswordException') return 'encrypted';
      if (error instanceof InvalidPDFException) return 'damaged';
      throw error;
    }
    if (document.numPages === 0) return 'no_pages';
    if (document.numPages > MAX_ARCHIVE_PAGES) return 'too_many_pages';
    return await document.getPage(1).then(
      () => null,
      () => 'damaged' as const,
    );
  } finally {
    await task.destroy();
  }
}
