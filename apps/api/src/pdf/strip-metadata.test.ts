import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { allText, pageContent, pdfWithMetadata, pngBytes, secretAuthor } from '../test-support/pdfs.ts';
import { PdfError } from './errors.ts';
import { inspectPdf } from './inspect.ts';
import { sanitizePdf, stripPdfMetadata } from './strip-metadata.ts';

describe('stripPdfMetadata', () => {
  it('removes the information dictionary, as pdf-lib reads it', async () => {
    const original = await PDFDocument.load(await pdfWithMetadata(2), { updateMetadata: false });
    expect(original.getAuthor()).toBe(secretAuthor);

    const stripped = await PDFDocument.load(await stripPdfMetadata(await pdfWithMetadata(2)), {
      updateMetadata: false,
    });
    // Checked first: pdf-lib's getters create an empty information dictionary when there is none.
    expect(stripped.context.trailerInfo.Info).toBeUndefined();
    expect(stripped.getTitle()).toBeUndefined();
    expect(stripped.getAuthor()).toBeUndefined();
    expect(stripped.getSubject()).toBeUndefined();
    expect(stripped.getKeywords()).toBeUndefined();
    expect(stripped.getCreator()).toBeUndefined();
    expect(stripped.getProducer()).toBeUndefined();
    expect(stripped.getCreationDate()).toBeUndefined();
    expect(stripped.getModificationDate()).toBeUndefined();
  });

  it('removes XMP metadata from the catalog and from pages', async () => {
    const stripped = await PDFDocument.load(await stripPdfMetadata(await pdfWithMetadata(2)));
    expect(stripped.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(stripped.getPage(0).node.get(PDFName.of('Metadata'))).toBeUndefined();
  });

  it('leaves no trace of the author anywhere in the file, streams and stale objects included', async () => {
    const bytes = await pdfWithMetadata(2);
    const before = await allText(bytes);
    for (const trace of [secretAuthor, `${secretAuthor} (page)`, `${secretAuthor} (old revision)`]) {
      expect(before).toContain(trace);
    }
    for (const trace of ['Secret Word Processor', 'Secret PDF Producer', 'confidential draft', 'D:2024']) {
      expect(before).toContain(trace);
    }

    const after = await allText(await stripPdfMetadata(bytes));
    for (const trace of ['Secret', 'confidential draft', 'D:2024', 'xmpmeta', 'pdf-lib']) {
      expect(after).not.toContain(trace);
    }
  });

  it('keeps the pages and what is on them', async () => {
    const bytes = await pdfWithMetadata(3);
    const original = await PDFDocument.load(bytes);
    const stripped = await PDFDocument.load(await stripPdfMetadata(bytes));
    expect(stripped.getPageCount()).toBe(3);
    for (let page = 0; page < 3; page += 1) {
      expect(pageContent(stripped, page)).toContain(' Tj');
      expect(pageContent(stripped, page)).toBe(pageContent(original, page));
      expect(stripped.getPage(page).getSize()).toEqual(original.getPage(page).getSize());
    }
  });

  it('returns a file that passes inspection, with its page count from sanitizePdf', async () => {
    const { bytes, pageCount } = await sanitizePdf(await pdfWithMetadata(4));
    expect(pageCount).toBe(4);
    expect(await inspectPdf(bytes)).toEqual({ pageCount: 4 });
  });

  it('refuses what is not a PDF instead of stripping it', async () => {
    await expect(stripPdfMetadata(pngBytes)).rejects.toBeInstanceOf(PdfError);
  });
});
