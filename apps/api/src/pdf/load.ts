import { EncryptedPDFError, ParseSpeeds, PDFDocument } from 'pdf-lib';
import { PdfError } from './errors.ts';

const latin1 = new TextDecoder('latin1');
/** Readers accept the header anywhere in the first 1024 bytes (ISO 32000-1 annex H), so do we. */
const headerWindow = 1024;
/** A complete file ends with `%%EOF`, give or take trailing whitespace or a little junk. */
const trailerWindow = 1024;
/** A trailer (or cross-reference stream) entry naming the security handler, which is never encrypted. */
const securityHandler = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

function asText(bytes: Uint8Array, start: number, end: number): string {
  return latin1.decode(bytes.subarray(Math.max(0, start), end));
}

export type LoadedPdf = { document: PDFDocument; pageCount: number };

/**
 * Parses `bytes` as a PDF the archive can keep: a `%PDF-` header near the start, a `%%EOF` near the end (pdf-lib
 * happily recovers most of a truncated file, which would then be stored as a complete one), not encrypted, a
 * readable page tree with at least one page. Throws PdfError otherwise.
 */
export async function loadPdf(bytes: Uint8Array): Promise<LoadedPdf> {
  if (!asText(bytes, 0, headerWindow).includes('%PDF-')) throw new PdfError('not_pdf');
  if (!asText(bytes, bytes.length - trailerWindow, bytes.length).includes('%%EOF')) {
    throw new PdfError('incomplete');
  }
  // Checked before parsing: an encrypted file's object streams are ciphertext, which pdf-lib would try to
  // recover object by object (with a warning each) before it reaches the trailer and refuses the file.
  if (securityHandler.test(asText(bytes, 0, bytes.length))) throw new PdfError('encrypted');
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
  return { document, pageCount };
}
