// The words for each way a file fails to be an archive's PDF, apart from the checks (pdf-content.ts): every
// page that may show an API error carries these words, and none of them needs the checks.

/** The most pages one uploaded archive may have (product §5.3): an exam of more is several files. */
export const MAX_ARCHIVE_PAGES = 300;

/**
 * Why an uploaded file is not accepted as a PDF (product §5.3), in the words of the server's 415 and of the
 * upload wizard, which checks the same bytes as soon as a file is chosen (§5.2). A 415
 * `not_pdf` carries one of them as its detail.
 */
export const pdfProblemMessages = {
  not_pdf: '檔案不是有效的 PDF',
  incomplete: 'PDF 檔案不完整，可能在下載或傳輸時中斷，請重新取得檔案後再上傳',
  damaged: 'PDF 檔案已損毀，無法讀取',
  encrypted: '不支援加密的 PDF，請移除密碼保護後再上傳',
  no_pages: 'PDF 檔案沒有任何頁面',
  too_many_pages: `PDF 最多 ${MAX_ARCHIVE_PAGES} 頁，請分成數個檔案上傳`,
  too_complex: 'PDF 檔案過於複雜，無法處理，請重新輸出後再上傳',
} as const;

export type PdfProblem = keyof typeof pdfProblemMessages;
