import type { PageLine } from './lines.ts';
import { type PageContent, type PDFDocumentProxy, pageContent } from './pdfjs.ts';

/**
 * A page whose text layer holds fewer letters, digits and Chinese characters than this is taken for a scan and
 * read by OCR: a scanned exam's layer is empty, or holds no more than a page number or a stamp, while a page
 * with any question on it has dozens.
 */
export const MIN_TEXT_CHARS = 10;

const MEANINGFUL = /[\p{L}\p{N}]/gu;

/** Whether a page's text layer says too little for the page to be searchable by it alone. */
export const looksScanned = (text: string) => (text.match(MEANINGFUL)?.length ?? 0) < MIN_TEXT_CHARS;

export type ExtractedPage = {
  /** 1-based. */
  page: number;
  text: string;
  /** Its text layer's lines, with their places. */
  lines: PageLine[];
  scanned: boolean;
};

/**
 * The text layer of every page of `document`, in order. A page whose text cannot be read counts as a scan
 * with no text: OCR may still read its picture.
 */
export async function extractPages(
  document: PDFDocumentProxy,
  signal: AbortSignal,
): Promise<ExtractedPage[]> {
  const pages: ExtractedPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    signal.throwIfAborted();
    const { text, lines } = await readPage(document, number);
    pages.push({ page: number, text, lines, scanned: looksScanned(text) });
  }
  return pages;
}

async function readPage(document: PDFDocumentProxy, number: number): Promise<PageContent> {
  try {
    const page = await document.getPage(number);
    try {
      return await pageContent(page);
    } finally {
      page.cleanup();
    }
  } catch {
    return { text: '', lines: [] };
  }
}
