// The text a worksheet's PDF draws itself (its title, sources and answers): every character inked from the
// font's subset, read back by pdf.js as written, and only the glyphs drawn embedded.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf, pageContent } from '../search/extract/pdfjs.ts';
import { renderPage } from '../search/extract/render-page.ts';
import { MARGIN, printWorksheet, TITLE_SIZE } from './pdf.ts';

/** How many dark pixels each title character's box holds on the first page (full-width characters). */
async function inkPerTitleCharacter(bytes: Uint8Array, characters: number): Promise<number[]> {
  const doc = await openPdf(bytes);
  try {
    const { png, dpi } = await renderPage(doc, 1);
    const image = await loadImage(png);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const scale = dpi / 72;
    // The title's line: its top margin, then one and a half times its size.
    const top = Math.floor(MARGIN * scale);
    const height = Math.ceil(TITLE_SIZE * 1.6 * scale);
    return Array.from({ length: characters }, (_, index) => {
      const left = Math.floor((MARGIN + index * TITLE_SIZE) * scale);
      const { data } = context.getImageData(left, top, Math.floor(TITLE_SIZE * scale), height);
      let dark = 0;
      for (let at = 0; at < data.length; at += 4) if ((data[at] ?? 255) < 128) dark += 1;
      return dark;
    });
  } finally {
    await doc.destroy();
  }
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes);
  try {
    return (await pageContent(await doc.getPage(1))).text;
  } finally {
    await doc.destroy();
  }
}

describe('the worksheet’s own text', { timeout: 60_000 }, () => {
  it('inks 學, 期, 第 and 題, the characters a subset of the old font left blank', async () => {
    const bytes = await printWorksheet('學期第題', []);
    const ink = await inkPerTitleCharacter(bytes, 5);
    // Each of the four holds strokes; the empty box after them holds none.
    expect(ink.slice(0, 4).every((dark) => dark > 100)).toBe(true);
    expect(ink[4]).toBe(0);
  });

  it('reads back as written, Latin, CJK and full-width punctuation mixed on one line', async () => {
    const title = '資料結構 Data Structures（期中考）：第 3 題 O(n log n)';
    expect(await pdfText(await printWorksheet(title, []))).toContain(title);
  });

  it('embeds only the glyphs it draws, so a page of Chinese stays a few kilobytes', async () => {
    const bytes = await printWorksheet('一百一十二學年度第二學期資料結構期末考總複習', []);
    expect(bytes.byteLength).toBeLessThan(60_000);
  });

  it('prints a character the font does not hold as a space, and the rest of the line as written', async () => {
    expect(await pdfText(await printWorksheet('期中\u{E000}題單', []))).toContain('期中 題單');
  });
});

describe('an exam’s blank page', () => {
  it('prints the question’s source and nothing cut from it', async () => {
    const blank = await PDFDocument.create();
    blank.addPage([595, 842]);
    const exam = await PDFDocument.load(await blank.save());
    const question = { page: 1, top: 0.1, end_page: 1, end_top: 0.5 };
    const bytes = await printWorksheet('空白頁', [
      { source: '演算法 · 112 學年度 · 第 1 題', pdf: exam, region: question, answer: null },
    ]);
    expect(await pdfText(bytes)).toContain('演算法 · 112 學年度 · 第 1 題');
  });
});
