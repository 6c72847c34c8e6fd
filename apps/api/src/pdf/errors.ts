import { type PdfProblem, pdfProblemMessages } from '@pastexam/api-contract/pdf-content';

/** Why an uploaded file is not accepted as a PDF; each maps to a 415 with `message` as its detail. */
export type PdfErrorCode = PdfProblem;

export class PdfError extends Error {
  override name = 'PdfError';
  constructor(
    readonly code: PdfErrorCode,
    options?: { cause?: unknown },
  ) {
    super(pdfProblemMessages[code], options);
  }
}
