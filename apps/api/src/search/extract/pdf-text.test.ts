import { describe, expect, test } from 'vitest';
import { examPdf, TEXT_PAGES } from '../../test-support/search-pdfs.ts';
import { extractPages, looksScanned } from './pdf-text.ts';
import { openPdf, UnreadablePdfError } from './pdfjs.ts';

const never = new AbortController().signal;

async function pagesOf(bytes: Uint8Array) {
  const document = await openPdf(bytes);
  try {
    return await extractPages(document, never);
  } finally {
    await document.destroy();
  }
}

describe('reading a PDF’s text layer', () => {
  test('reads English and Chinese, whichever way the Chinese is encoded', async () => {
    const pages = await pagesOf(await examPdf(['text', 'text']));
    expect(pages.map((page) => page.page)).toEqual([1, 2]);
    TEXT_PAGES.forEach((content, index) => {
      expect(pages[index]?.text).toContain(content.english);
      expect(pages[index]?.text).toContain(content.chinese);
      expect(pages[index]?.scanned).toBe(false);
    });
  });

  test('a page that is only a picture, or holds no more than a page number, is a scan', async () => {
    const pages = await pagesOf(await examPdf(['text', 'scan', 'number']));
    expect(pages.map(({ page, scanned }) => ({ page, scanned }))).toEqual([
      { page: 1, scanned: false },
      { page: 2, scanned: true },
      { page: 3, scanned: true },
    ]);
    expect(pages[1]?.text.trim()).toBe('');
    expect(pages[2]?.text.trim()).toBe('3');
  });

  test('counts letters, digits and Chinese characters, not spaces or punctuation', () => {
    expect(looksScanned('第 1 頁')).toBe(true);
    expect(looksScanned('— 12 — … ( ) ；')).toBe(true);
    expect(looksScanned('請說明樹的旋轉與平衡')).toBe(false);
    expect(looksScanned('AVL tree rotation')).toBe(false);
  });

  test('a file pdf.js cannot open is refused as unreadable', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.4\nnot really a pdf at all\n%%EOF');
    await expect(openPdf(damaged)).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});
