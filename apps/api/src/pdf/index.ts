export { PdfError, type PdfErrorCode } from './errors.ts';
export { ImageError, imagesToPdfOffProcess } from './images/off-process.ts';
export { inspectPdf } from './inspect.ts';
export { PDF_THREAD_LIMITS, sanitizePdfOffThread } from './thread/off-thread.ts';
