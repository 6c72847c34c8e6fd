import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFName, type PDFPage, PDFString, StandardFonts } from 'pdf-lib';
import { SCAN_LINES } from './fixtures/make-scan.ts';

export { SCAN_LINES };

/** The picture of printed text (`fixtures/scan.png`, drawn by make-scan.ts) that the OCR reads. */
export const scanPicture = () => readFile(new URL('./fixtures/scan.png', import.meta.url));

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

type CidFont = {
  /** The resource name the page's text uses. */
  name: string;
  baseFont: string;
  subtype: 'CIDFontType0' | 'CIDFontType2';
  ordering: string;
  encoding: string;
  /** Entries of the CID font beyond the common ones, and of the Type0 font (its ToUnicode map). */
  cidExtra?: Record<string, unknown>;
  fontExtra?: Record<string, unknown>;
};

/** Where a line of text goes: its baseline's start from the page's bottom left, and its size. */
type At = { x: number; y: number; size: number };

/** Draws one line of text in a Type0 font over one CID font, with the codes given as hex. */
function drawCidText(document: PDFDocument, page: PDFPage, font: CidFont, codes: string, at: At) {
  const { context } = document;
  const descendant = context.obj({
    Type: 'Font',
    Subtype: font.subtype,
    BaseFont: font.baseFont,
    CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of(font.ordering), Supplement: 0 },
    FontDescriptor: fontDescriptor(document, font.baseFont),
    ...font.cidExtra,
  });
  const type0 = context.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: font.baseFont,
    Encoding: font.encoding,
    DescendantFonts: [context.register(descendant)],
    ...font.fontExtra,
  });
  page.node.setFontDictionary(PDFName.of(font.name), context.register(type0));
  const stream = context.flateStream(`BT /${font.name} ${at.size} Tf ${at.x} ${at.y} Td <${codes}> Tj ET`);
  page.node.addContentStream(context.register(stream));
}

/**
 * Chinese text as older Taiwanese tools write it: a font that is not embedded (MSung-Light) whose predefined
 * character map (UniCNS-UCS2-H) maps each character's UCS-2 code to a glyph; a reader needs that map to know
 * the characters.
 */
function drawPredefinedCjk(document: PDFDocument, page: PDFPage, text: string, y: number) {
  const font = {
    name: 'FMing',
    baseFont: 'MSung-Light',
    subtype: 'CIDFontType0',
    ordering: 'CNS1',
    encoding: 'UniCNS-UCS2-H',
  } as const;
  drawCidText(document, page, font, utf16Hex(text), { x: 50, y, size: 16 });
}

/**
 * Chinese text as word processors write it: glyph numbers (here 1, 2, 3 …) in an `Identity-H` font, with a
 * ToUnicode map saying which character each glyph is, each glyph 1 em wide. The glyphs themselves are left out:
 * only the text counts. Each line on one page needs a font `name` of its own.
 */
export function drawToUnicodeCjk(
  document: PDFDocument,
  page: PDFPage,
  text: string,
  at: At = { x: 50, y: 740, size: 16 },
  name = 'FSubset',
) {
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
  const font = {
    name,
    baseFont: 'ExamSubset+MingLiU',
    subtype: 'CIDFontType2',
    ordering: 'Identity',
    encoding: 'Identity-H',
    cidExtra: { DW: 1000 },
    fontExtra: { ToUnicode: document.context.register(document.context.flateStream(cmap)) },
  } as const;
  drawCidText(document, page, font, chars.map((_, index) => glyph(index)).join(''), at);
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
  const picture = await document.embedPng(await scanPicture());
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
      else drawToUnicodeCjk(document, page, content.chinese);
      texts += 1;
    }
  });
  return document.save();
}
