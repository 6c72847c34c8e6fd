import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFHexString, PDFName, type PDFPage, PDFString, StandardFonts } from 'pdf-lib';
import { SCAN_LINES } from './fixtures/make-scan.ts';

export { SCAN_LINES };

/** The words of the scan picture, each found only in its image. */
export const SCAN_WORDS = ['Fibonacci', '費氏數列', '動態規劃'] as const;

/** UTF-16 code units of `text` as a hex string, four digits each. */
const utf16Hex = (text: string) =>
  [...text].map((char) => (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')).join('');

/** The description every CID font needs, for a font whose glyphs are not in the file. */
const fontDescriptor = ({ context }: PDFDocument, name: string) =>
  context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: name,
      Flags: 6,
      FontBBox: [0, -200, 1000, 900],
      ItalicAngle: 0,
      Ascent: 880,
      Descent: -120,
      CapHeight: 880,
      StemV: 93,
    }),
  );

/**
 * Chinese text as older Taiwanese tools write it: a font that is not embedded (MSung-Light) whose predefined
 * character map (UniCNS-UCS2-H) maps each character's UCS-2 code to a glyph; a reader needs that map to know
 * the characters.
 */
function drawPredefinedCjk(document: PDFDocument, page: PDFPage, text: string, y: number) {
  const { context } = document;
  const descendant = context.obj({
    Type: 'Font',
    Subtype: 'CIDFontType0',
    BaseFont: 'MSung-Light',
    CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('CNS1'), Supplement: 0 },
    FontDescriptor: fontDescriptor(document, 'MSung-Light'),
  });
  const font = context.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: 'MSung-Light',
    Encoding: 'UniCNS-UCS2-H',
    DescendantFonts: [context.register(descendant)],
  });
  page.node.setFontDictionary(PDFName.of('FMing'), context.register(font));
  const stream = context.flateStream(`BT /FMing 16 Tf 50 ${y} Td <${utf16Hex(text)}> Tj ET`);
  page.node.addContentStream(context.register(stream));
}

/**
 * Chinese text as word processors write it: glyph numbers (here 1, 2, 3 …) in an `Identity-H` font, with a
 * ToUnicode map saying which character each glyph is. The glyphs themselves are left out: only the text counts.
 */
function drawToUnicodeCjk(document: PDFDocument, page: PDFPage, text: string, y: number) {
  const { context } = document;
  const chars = [...text];
  const glyph = (index: number) => (index + 1).toString(16).padStart(4, '0');
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Exam-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    `${chars.length} beginbfchar`,
    ...chars.map((char, index) => `<${glyph(index)}> <${utf16Hex(char)}>`),
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const descendant = context.obj({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: 'ExamSubset+MingLiU',
    CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
    FontDescriptor: fontDescriptor(document, 'ExamSubset+MingLiU'),
    DW: 1000,
  });
  const font = context.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: 'ExamSubset+MingLiU',
    Encoding: 'Identity-H',
    DescendantFonts: [context.register(descendant)],
    ToUnicode: context.register(context.flateStream(cmap)),
  });
  page.node.setFontDictionary(PDFName.of('FSubset'), context.register(font));
  const codes = PDFHexString.of(chars.map((_, index) => glyph(index)).join(''));
  const stream = context.flateStream(`BT /FSubset 16 Tf 50 ${y} Td ${codes.toString()} Tj ET`);
  page.node.addContentStream(context.register(stream));
}

/** What the text pages of `examPdf` say, each found in its text layer. */
export const TEXT_PAGES = [
  { english: 'Binary search tree rotation', chinese: '請說明二元搜尋樹的旋轉' },
  { english: 'Page replacement and the TLB', chinese: '分頁置換與轉譯後備緩衝區' },
] as const;

/**
 * An exam whose pages are `layout`: `text` pages carry TEXT_PAGES in turn (English in a standard font, Chinese
 * the two ways PDFs encode it), `scan` pages only the scan picture, `number` pages nothing but a page number.
 */
export async function examPdf(layout: readonly ('text' | 'scan' | 'number')[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const helvetica = await document.embedFont(StandardFonts.Helvetica);
  const picture = await document.embedPng(await readFile(new URL('./fixtures/scan.png', import.meta.url)));
  let texts = 0;
  layout.forEach((kind, index) => {
    const page = document.addPage([595, 842]);
    if (kind === 'scan') {
      page.drawImage(picture, { x: 60, y: 560, width: 450, height: 150 });
    } else if (kind === 'number') {
      page.drawText(String(index + 1), { x: 290, y: 40, font: helvetica, size: 10 });
    } else {
      const content = TEXT_PAGES[texts % TEXT_PAGES.length] ?? TEXT_PAGES[0];
      page.drawText(content.english, { x: 50, y: 780, font: helvetica, size: 14 });
      if (texts % 2 === 0) drawPredefinedCjk(document, page, content.chinese, 740);
      else drawToUnicodeCjk(document, page, content.chinese, 740);
      texts += 1;
    }
  });
  return document.save();
}
