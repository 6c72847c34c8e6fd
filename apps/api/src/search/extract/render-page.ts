import { createCanvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from './pdfjs.ts';

/** Tesseract reads print best at about 300 dots per inch; a PDF's unit is 1/72 inch. */
const TARGET_DPI = 300;
/** An A4 page at 300 dpi is 8.7 million pixels; larger pages are drawn at a lower resolution instead. */
const MAX_PIXELS = 12_000_000;
/** And no side longer than this, however thin the page. */
const MAX_SIDE = 8000;

export type PagePicture = {
  png: Uint8Array;
  /** Its resolution in dots per inch of the printed page, for Tesseract. */
  dpi: number;
};

/** The scale (pixels per PDF unit) a page of this size is drawn at. */
export function renderScale(width: number, height: number): number {
  return Math.min(
    TARGET_DPI / 72,
    Math.sqrt(MAX_PIXELS / (width * height)),
    MAX_SIDE / Math.max(width, height),
  );
}

/** Page `number` (1-based) of `document` drawn on white as a PNG, for OCR. */
export async function renderPage(document: PDFDocumentProxy, number: number): Promise<PagePicture> {
  const page = await document.getPage(number);
  try {
    const size = page.getViewport({ scale: 1 });
    const scale = renderScale(size.width, size.height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(
      Math.max(1, Math.ceil(viewport.width)),
      Math.max(1, Math.ceil(viewport.height)),
    );
    const context = canvas.getContext('2d');
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: null, canvasContext: context, viewport }).promise;
    return { png: await canvas.encode('png'), dpi: Math.round(scale * 72) };
  } finally {
    page.cleanup();
  }
}
