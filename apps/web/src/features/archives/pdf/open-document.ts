import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { BundledPdfData } from './pdf-assets.ts';

/** Starts reading a PDF with pdf.js, as every part of the app does; the bytes move to pdf.js's worker. */
export function openPdfDocument(data: Uint8Array): PDFDocumentLoadingTask {
  GlobalWorkerOptions.workerSrc = workerUrl;
  return getDocument({
    data,
    // Uploaded files come from anyone: never let a PDF's contents be compiled into code.
    isEvalSupported: false,
    // The file's fonts are drawn as shapes (pdf.js builds their outlines in its worker), never added to the page's
    // fonts: each font the page gains has the browser lay the whole page out again, the dialog's answers and
    // every page included, a long task while the reader opens or scrolls an exam.
    disableFontFace: true,
    useWorkerFetch: false,
    BinaryDataFactory: BundledPdfData,
    // Only their presence matters: BundledPdfData knows where each file is.
    cMapUrl: 'bundled/',
    standardFontDataUrl: 'bundled/',
    wasmUrl: 'bundled/',
  });
}
