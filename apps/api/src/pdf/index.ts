export { PdfError, type PdfErrorCode } from './errors.ts';
export { inspectPdf } from './inspect.ts';
export { sanitizePdf, stripPdfMetadata } from './strip-metadata.ts';
