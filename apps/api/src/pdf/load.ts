import { pdfBytesProblem } from '@pastexam/api-contract/pdf-content';
import type { PDFDocument } from 'pdf-lib';
import { PdfError } from './errors.ts';

export type LoadedPdf = { document: PDFDocument; pageCount: number };

/** What a caller may demand beyond a readable PDF: at most `maxPages` pages (uploads; not the original system's). */
export type PdfLimits = { maxPages?: number };

/**
 * Parses `bytes` as a PDF the archive can keep: a `%PDF-` header near the start, a `%%EOF` near the end (pdf-lib
 * happily recovers most of a truncated file, which would then be stored as a complete one), not encrypted, a
 * readable page tree with at least one page (and no more than `limits` allow). Throws PdfError otherwise.
 */
export async function loadPdf(bytes: Uint8Array, { maxPages }: PdfLimits = {}): Promise<LoadedPdf> {
  // Checked before parsing, with the rule the upload wizard applies too: an encrypted file's object streams are
  // ciphertext, which pdf-lib would try to recover object by object (with a warning each) before it reaches the
  // trailer and refuses the file.
  const problem = pdfBytesProblem(bytes);
  if (problem !== null) throw new PdfError(problem);
  // Loaded on first use: pdf-lib costs a server's start about a quarter of a second, and only uploads need it.
  const { EncryptedPDFError, ParseSpeeds, PDFDocument } = await import('pdf-lib');
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: false,
      // Loading must not stamp our own producer and dates onto the file.
      updateMetadata: false,
      // Yields to the event loop every so often, so a large upload does not stall other requests.
      parseSpeed: ParseSpeeds.Fast,
    });
  } catch (error) {
    if (error instanceof EncryptedPDFError) throw new PdfError('encrypted', { cause: error });
    throw new PdfError('damaged', { cause: error });
  }
  let pageCount: number;
  try {
    // getPages walks the page tree, unlike getPageCount, which trusts the /Count the file claims.
    pageCount = document.getPages().length;
  } catch (error) {
    throw new PdfError('damaged', { cause: error });
  }
  if (pageCount === 0) throw new PdfError('no_pages');
  if (maxPages !== undefined && pageCount > maxPages) throw new PdfError('too_many_pages');
  return { document, pageCount };
}
