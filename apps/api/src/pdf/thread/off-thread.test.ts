import { describe, expect, it } from 'vitest';
import { blankPdf, pdfWithMetadata } from '../../test-support/pdfs.ts';
import { PdfError } from '../errors.ts';
import { sanitizePdf } from '../strip-metadata.ts';
import { sanitizePdfOffThread } from './off-thread.ts';

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => expect.fail('the file was accepted'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(PdfError);
      return (error as PdfError).code;
    },
  );

describe('sanitizePdfOffThread', () => {
  it('answers what sanitizePdf answers on the server’s own thread', async () => {
    const file = await pdfWithMetadata(3);
    const here = await sanitizePdf(file);
    const there = await sanitizePdfOffThread(file);
    expect(there.pageCount).toBe(3);
    expect(Buffer.from(there.bytes).equals(Buffer.from(here.bytes))).toBe(true);
  });

  it('refuses a file as sanitizePdf does, and more pages than the limit', async () => {
    expect(await refusal(sanitizePdfOffThread(new TextEncoder().encode('%PDF-1.7\nnot a pdf\n%%EOF')))).toBe(
      'damaged',
    );
    expect(await refusal(sanitizePdfOffThread(await blankPdf(4), { maxPages: 3 }))).toBe('too_many_pages');
    expect((await sanitizePdfOffThread(await blankPdf(3), { maxPages: 3 })).pageCount).toBe(3);
  });

  it('refuses a file that outlasts its time as too complex, and the next file is cleaned on a new thread', async () => {
    expect(await refusal(sanitizePdfOffThread(await blankPdf(300), { timeoutMs: 1 }))).toBe('too_complex');
    const files = await Promise.all([1, 2, 3].map((pages) => blankPdf(pages)));
    const cleaned = await Promise.all(files.map((file) => sanitizePdfOffThread(file)));
    expect(cleaned.map((file) => file.pageCount)).toEqual([1, 2, 3]);
  });
});
