import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

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

/**
 * A page's text as pdf.js lays it out for the viewer's text layer: the pieces in order, a line break where a
 * line ends.
 */
export async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
}
