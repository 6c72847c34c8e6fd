/**
 * Why an uploaded file is not accepted as a PDF (product §5.3), in the words of the server's 415 and of the
 * upload wizard, which checks the same bytes as soon as a file is chosen (§5.2).
 */
export const pdfProblemMessages = {
  not_pdf: '檔案不是有效的 PDF',
  incomplete: 'PDF 檔案不完整，可能在下載或傳輸時中斷，請重新取得檔案後再上傳',
  damaged: 'PDF 檔案已損毀，無法讀取',
  encrypted: '不支援加密的 PDF，請移除密碼保護後再上傳',
  no_pages: 'PDF 檔案沒有任何頁面',
} as const;

export type PdfProblem = keyof typeof pdfProblemMessages;

const latin1 = new TextDecoder('latin1');
/** Readers accept the header anywhere in the first 1024 bytes (ISO 32000-1 annex H), so do we. */
const HEADER_WINDOW = 1024;
/** A complete file ends with `%%EOF`, give or take trailing whitespace or a little junk. */
const TRAILER_WINDOW = 1024;
/** A trailer (or cross-reference stream) entry naming the security handler, which is never encrypted. */
const SECURITY_HANDLER = /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/;

function asText(bytes: Uint8Array, start: number, end: number): string {
  return latin1.decode(bytes.subarray(Math.max(0, start), end));
}

/**
 * What the bytes themselves say before any parser reads them: a `%PDF-` header near the start, a `%%EOF` near
 * the end (parsers happily recover most of a truncated file, which would then be kept as a complete one), and
 * no encryption. Null when none of these refuses the file; a parser still has to read it.
 */
export function pdfBytesProblem(bytes: Uint8Array): 'not_pdf' | 'incomplete' | 'encrypted' | null {
  if (!asText(bytes, 0, HEADER_WINDOW).includes('%PDF-')) return 'not_pdf';
  if (!asText(bytes, bytes.length - TRAILER_WINDOW, bytes.length).includes('%%EOF')) return 'incomplete';
  if (SECURITY_HANDLER.test(asText(bytes, 0, bytes.length))) return 'encrypted';
  return null;
}
