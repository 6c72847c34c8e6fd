import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { examPdf, SCAN_LINES, SCAN_WORDS, scanPicture } from '../../test-support/search-pdfs.ts';
import { tidyOcrText } from './lines.ts';
import { UnreadablePdfError } from './pdfjs.ts';
import { renderScale } from './render-page.ts';
import { openPageRenderer, RenderPageError } from './render-thread/index.ts';
import { detectTesseract, OcrPageError, runTesseract } from './tesseract.ts';

const never = new AbortController().signal;
const options = { timeoutMs: 120_000 };
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pastexam-ocr-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A program that prints `output` and exits with `status`, standing in for a Tesseract that lacks something. */
async function fakeTesseract(name: string, output: string, status = 0): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, `#!/bin/sh\nprintf '%s\\n' '${output}'\nexit ${status}\n`);
  await chmod(path, 0o755);
  return path;
}

describe('finding Tesseract', () => {
  test('is found here with Traditional Chinese and English', async () => {
    expect(await detectTesseract()).toBe(true);
  });

  test('is missing when the program is missing, or lacks one of the two languages', async () => {
    expect(await detectTesseract(join(dir, 'no-such-tesseract'))).toBe(false);
    expect(await detectTesseract(await fakeTesseract('english-only', 'eng'))).toBe(false);
    expect(await detectTesseract(await fakeTesseract('broken', 'chi_tra eng', 1))).toBe(false);
  });
});

describe('reading a picture', () => {
  test('reads the English and Chinese printed in a scanned page, drawn at about 300 dpi', async () => {
    const renderer = await openPageRenderer(await examPdf(['scan']), never);
    try {
      expect(renderer.pages).toBe(1);
      const picture = await renderer.render(1);
      expect(picture.dpi).toBe(300);
      const { text, lines } = await runTesseract(picture.png, picture.dpi, never, options);
      for (const word of SCAN_WORDS) expect(text).toContain(word);
      // The picture fills 560-710 pt up an 842 pt page; its first line is a fifth of the way down it.
      expect(lines.map((line) => line.text)).toEqual([...SCAN_LINES]);
      expect(lines[0]?.top).toBeCloseTo((842 - 710 + 0.2 * 150) / 842, 1);
      expect(lines[0]?.left).toBeCloseTo((60 + 0.05 * 450) / 595, 1);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  test('the render thread refuses a file pdf.js cannot open, a page it cannot draw, and work once stopped', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.4\nnot really a pdf\n%%EOF');
    await expect(openPageRenderer(damaged, never)).rejects.toBeInstanceOf(UnreadablePdfError);
    const stopping = new AbortController();
    const renderer = await openPageRenderer(await examPdf(['text']), stopping.signal);
    try {
      await expect(renderer.render(2)).rejects.toBeInstanceOf(RenderPageError);
      stopping.abort(new Error('the server is stopping'));
      await expect(renderer.render(1)).rejects.toThrow('the server is stopping');
    } finally {
      await renderer.close();
    }
  }, 60_000);

  test('a large page is drawn at a lower resolution, within a bounded number of pixels', () => {
    const a4 = renderScale(595, 842);
    expect(a4 * 72).toBeCloseTo(300);
    const a0 = renderScale(2384, 3370);
    expect(2384 * a0 * 3370 * a0).toBeLessThanOrEqual(12_000_000);
    expect(3370 * renderScale(100, 3370 * 10)).toBeLessThanOrEqual(8000);
  });

  test('Tesseract failing on a picture is that page’s failure; Tesseract missing, or stopped, is not', async () => {
    const png = await scanPicture();
    const failing = await fakeTesseract('failing', 'Error in pixReadMem', 1);
    await expect(runTesseract(png, 300, never, { ...options, command: failing })).rejects.toBeInstanceOf(
      OcrPageError,
    );
    const missing = runTesseract(png, 300, never, { ...options, command: join(dir, 'no-such-tesseract') });
    await expect(missing).rejects.toMatchObject({ code: 'ENOENT' });
    const stopped = new AbortController();
    const running = runTesseract(png, 300, stopped.signal, options);
    stopped.abort(new Error('the server is stopping'));
    await expect(running).rejects.toThrow('the server is stopping');
  }, 60_000);

  test('the spaces Tesseract leaves between Chinese characters are removed, others kept', () => {
    expect(tidyOcrText('費 氏 數列 與 Fibonacci 數 列\f')).toBe('費氏數列與 Fibonacci 數列');
    expect(tidyOcrText('AVL  tree\n樹 的\n旋轉')).toBe('AVL  tree\n樹的\n旋轉');
  });
});
