import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { blankPdf, pdfWithMetadata, pngBytes } from '../test-support/pdfs.ts';
import { PdfError } from './errors.ts';
import { inspectPdf } from './inspect.ts';

async function refusal(bytes: Uint8Array): Promise<PdfError> {
  const error = await inspectPdf(bytes).catch((caught: unknown) => caught);
  if (!(error instanceof PdfError)) throw new Error(`expected a PdfError, got ${String(error)}`);
  return error;
}

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

describe('inspectPdf', () => {
  it.each([1, 2, 7])('counts the pages of a %d-page PDF', async (pages) => {
    expect(await inspectPdf(await pdfWithMetadata(pages))).toEqual({ pageCount: pages });
  });

  it('accepts a PDF written with compressed object streams', async () => {
    expect(await inspectPdf(await blankPdf(3))).toEqual({ pageCount: 3 });
  });

  it('accepts a header preceded by a little junk, as PDF readers do', async () => {
    const bytes = Buffer.concat([Buffer.alloc(500, ' '), await blankPdf(1)]);
    expect(await inspectPdf(bytes)).toEqual({ pageCount: 1 });
  });

  it('refuses a PNG image renamed to .pdf', async () => {
    expect(await refusal(pngBytes)).toMatchObject({ code: 'not_pdf', message: '檔案不是有效的 PDF' });
  });

  it.each([
    ['a text file', Buffer.from('這是一份考古題的文字檔，不是 PDF。\n')],
    ['an empty file', new Uint8Array(0)],
    [
      'a header found only past the first 1024 bytes',
      Buffer.concat([Buffer.alloc(1100, ' '), Buffer.from('%PDF-1.7')]),
    ],
  ])('refuses %s as not a PDF', async (_label, bytes) => {
    expect((await refusal(bytes)).code).toBe('not_pdf');
  });

  it.each([0.3, 0.6, 0.9, 0.999])(
    'refuses a PDF cut off at %d of its length as incomplete',
    async (fraction) => {
      const whole = await pdfWithMetadata(3);
      const error = await refusal(whole.subarray(0, Math.floor(whole.length * fraction)));
      expect(error.code).toBe('incomplete');
      expect(error.message).toContain('PDF 檔案不完整');
    },
  );

  it('refuses a file with a PDF header and end marker but no document between them as damaged', async () => {
    const error = await refusal(Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Page >>\nendobj\n%%EOF\n'));
    expect(error).toMatchObject({ code: 'damaged', message: 'PDF 檔案已損毀，無法讀取' });
  });

  it('refuses a PDF without pages', async () => {
    const document = await PDFDocument.create();
    expect((await refusal(await document.save({ addDefaultPage: false }))).code).toBe('no_pages');
  });

  it.each(['encrypted-aes256.pdf', 'encrypted-rc4-no-open-password.pdf'])(
    'refuses the encrypted PDF %s with a clear message',
    async (name) => {
      const error = await refusal(await fixture(name));
      expect(error).toMatchObject({ code: 'encrypted', message: '不支援加密的 PDF，請移除密碼保護後再上傳' });
    },
  );
});
