/** Why an uploaded file is not accepted as a PDF; each maps to a 4xx with `message` as its detail. */
export const pdfErrorMessages = {
  not_pdf: '檔案不是有效的 PDF',
  incomplete: 'PDF 檔案不完整，可能在下載或傳輸時中斷，請重新取得檔案後再上傳',
  damaged: 'PDF 檔案已損毀，無法讀取',
  encrypted: '不支援加密的 PDF，請移除密碼保護後再上傳',
  no_pages: 'PDF 檔案沒有任何頁面',
} as const;

export type PdfErrorCode = keyof typeof pdfErrorMessages;

export class PdfError extends Error {
  override name = 'PdfError';
  constructor(
    readonly code: PdfErrorCode,
    options?: { cause?: unknown },
  ) {
    super(pdfErrorMessages[code], options);
  }
}
