// What makes a file an archive's PDF, free of zod so the server's PDF threads and the upload wizard load little.

import type { PdfProblem } from './pdf-problems.ts';

export { MAX_ARCHIVE_PAGES, type PdfProblem, pdfProblemMessages } from './pdf-problems.ts';

/** Readers accept the header anywhere in the first 1024 bytes (ISO 32000-1 annex H), so do we. */
const HEADER_WINDOW = 1024;
/** A complete file ends with `%%EOF`, give or take trailing whitespace or a little junk. */
const TRAILER_WINDOW = 1024;
/** A trailer (or cross-reference stream) entry naming the security handler, which is never encrypted. */
const SECURITY_HANDLER = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

function asText(bytes: Uint8Array, start: number, end: number): string {
  return new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, start), end));
}

/**
 * What the bytes themselves say before any parser reads them: a `%PDF-` header near the start, a `%%EOF` near
 * the end (parsers happily recover most of a truncated file, which would then be kept as a complete one), and
 * no encryption. Null when none of these refuses the file; a parser still has to read it.
 */
export function pdfBytesProblem(
  bytes: Uint8Array,
): Extract<PdfProblem, 'not_pdf' | 'incomplete' | 'encrypted'> | null {
  if (!asText(bytes, 0, HEADER_WINDOW).includes('%PDF-')) return 'not_pdf';
  if (!asText(bytes, bytes.length - TRAILER_WINDOW, bytes.length).includes('%%EOF')) return 'incomplete';
  if (SECURITY_HANDLER.test(asText(bytes, 0, bytes.length))) return 'encrypted';
  return null;
}
