import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { linesFromPieces, type PageLine, type TextPiece } from './lines.ts';

export type { PDFDocumentProxy, PDFPageProxy };

/**
 * pdf.js, the reader the browser's viewer uses too, so the server reads the same text the viewer shows. Its
 * Node build, loaded on first use: most of the server never needs it.
 */
let loaded: Promise<typeof import('pdfjs-dist/legacy/build/pdf.mjs')> | undefined;
const pdfjs = () => {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loaded;
};

/** pdf.js's data files (character maps, the standard fonts, its image decoders), as directory paths. */
function dataDirs() {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const dir = (name: string) => join(root, name) + sep;
  return {
    // Chinese PDFs often use fonts that are not embedded and name a predefined character map instead.
    cMapUrl: dir('cmaps'),
    standardFontDataUrl: dir('standard_fonts'),
    // JPEG 2000 and JBIG2, which scanners like, are decoded by these.
    wasmUrl: dir('wasm'),
    iccUrl: dir('iccs'),
  };
}

/** A PDF that pdf.js cannot open: damaged, not a PDF, or locked with a password. */
export class UnreadablePdfError extends Error {
  override name = 'UnreadablePdfError';
}

/** Opens `bytes` with pdf.js; `destroy()` the document when done. Throws UnreadablePdfError. */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument, VerbosityLevel } = await pdfjs();
  // pdf.js takes the buffer over; a copy keeps the caller's bytes usable.
  const task = getDocument({
    data: bytes.slice(),
    ...dataDirs(),
    // Uploaded files are untrusted: no code generated from their contents.
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy();
    const reason = error instanceof Error ? error.name : 'unknown';
    throw new UnreadablePdfError(reason, { cause: error });
  }
}

/** A page's text and lines: read once, the text for search and the lines for finding questions. */
export type PageContent = { text: string; lines: PageLine[] };

/**
 * A page's text as pdf.js lays it out for the viewer's text layer (the pieces in order, a line break where a
 * line ends), and its lines with their places on the page as the viewer shows it (rotation included).
 */
export async function pageContent(page: PDFPageProxy): Promise<PageContent> {
  const content = await page.getTextContent();
  const viewport = page.getViewport({ scale: 1 });
  const pieces: TextPiece[] = [];
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str + (item.hasEOL ? '\n' : '');
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const [x = 0, baseline = 0] = viewport.convertToViewportPoint(e, f);
    const size = Math.hypot(c, d) || Math.hypot(a, b);
    pieces.push({ x, baseline, size, width: item.width, text: item.str });
  }
  return { text, lines: linesFromPieces(pieces, viewport.width, viewport.height) };
}
