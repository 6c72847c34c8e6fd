import type { QuestionRegion } from '@pastexam/api-contract';
import type { Color, PDFDocument, PDFEmbeddedPage, PDFPage } from 'pdf-lib';
import { type AnswerBlock, answerBlocks, blockTexts } from './answer.ts';
import { type AnswerLine, answerLines, drawAnswerLine, type StateOperators } from './answer-lines.ts';
import { worksheetFontkit } from './font.ts';
import { textWithin } from './region-text.ts';
import { Typeface, wrapText } from './typeset.ts';

/** One question of the printed worksheet: its source line, its exam's PDF and region, and its top answer. */
export type PrintedQuestion = {
  source: string;
  pdf: PDFDocument;
  region: QuestionRegion;
  /** The top answer's Markdown, printed with its formulas typeset; null when left out or none. */
  answer: string | null;
};

const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 42;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const SOURCE_SIZE = 10;
export const TITLE_SIZE = 16;
const ANSWER_SIZE = 10;
const LEADING = 1.45;
const GAP = 14;
const ANSWER_LABEL = '解答';

/** Where the next thing goes: the page being filled and the height left on it. */
type Cursor = { page: PDFPage; y: number };

/** The parts of a source page inside a region: one slice per page, in PDF units from the page's bottom. */
function slices(pdf: PDFDocument, region: QuestionRegion) {
  const pages = pdf.getPages();
  const last = Math.min(region.end_page, pages.length);
  const parts: { page: PDFPage; box: { left: number; right: number; bottom: number; top: number } }[] = [];
  for (let number = region.page; number <= last; number += 1) {
    const page = pages[number - 1];
    // A blank page has nothing to cut (and pdf-lib cannot embed a page without contents).
    if (!page?.node.Contents()) continue;
    const box = page.getCropBox();
    const from = number === region.page ? region.top : 0;
    const to = number === region.end_page ? region.end_top : 1;
    if (to - from < 0.005) continue;
    parts.push({
      page,
      box: {
        left: box.x,
        right: box.x + box.width,
        top: box.y + box.height * (1 - from),
        bottom: box.y + box.height * (1 - to),
      },
    });
  }
  return parts;
}

type PdfLib = typeof import('pdf-lib');

/**
 * The page with only the text inside the band left in its content, as a page of its own beside it in its
 * document; the page itself when its content is in a form not read here (it then prints as before, its text whole).
 */
function pageOfBand(pdfLib: PdfLib, page: PDFPage, band: { bottom: number; top: number }): PDFPage {
  const { PDFArray, PDFContentStream, PDFName, PDFPage, PDFRawStream, decodePDFRawStream } = pdfLib;
  const { context } = page.node;
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => context.lookup(ref)) : [contents];
  const parts: string[] = [];
  for (const stream of streams) {
    if (stream instanceof PDFRawStream)
      parts.push(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
    else if (stream instanceof PDFContentStream)
      parts.push(Buffer.from(stream.getUnencodedContents()).toString('latin1'));
    else return page;
  }
  const clipped = textWithin(parts.join('\n'), band);
  const clone = page.node.clone();
  clone.set(PDFName.of('Contents'), context.register(context.flateStream(Buffer.from(clipped, 'latin1'))));
  return PDFPage.of(clone, context.register(clone), page.doc);
}

class Printer {
  private cursor: Cursor;
  constructor(
    private readonly doc: PDFDocument,
    private readonly face: Typeface,
    private readonly operators: StateOperators,
  ) {
    this.cursor = this.newPage();
  }

  private newPage(): Cursor {
    this.cursor = { page: this.doc.addPage([A4.width, A4.height]), y: A4.height - MARGIN };
    return this.cursor;
  }

  /** Makes room for `height`, on a new page when this one lacks it (a fresh page takes what it can). */
  private room(height: number) {
    if (this.cursor.y - height < MARGIN && this.cursor.y < A4.height - MARGIN) this.newPage();
  }

  text(text: string, size: number, color: Color) {
    for (const line of wrapText(text, this.face, size, CONTENT_WIDTH)) {
      this.room(size * LEADING);
      this.cursor.y -= size * LEADING;
      this.face.draw(this.cursor.page, line, { x: MARGIN, y: this.cursor.y + size * 0.3, size, color });
    }
  }

  /** An answer's lines, each with the room its formulas take. */
  answer(lines: readonly AnswerLine[], size: number, color: Color) {
    for (const line of lines) {
      this.room(line.ascent + line.descent);
      this.cursor.y -= line.ascent;
      drawAnswerLine(
        this.cursor.page,
        line,
        { x: MARGIN, y: this.cursor.y, size, color },
        { face: this.face, operators: this.operators },
      );
      this.cursor.y -= line.descent;
    }
  }

  /** A slice of an exam's page, as wide as the column at most and never taller than a page. */
  embedded(embedded: PDFEmbeddedPage) {
    const tallest = A4.height - 2 * MARGIN;
    const scale = Math.min(1, CONTENT_WIDTH / embedded.width, tallest / embedded.height);
    const height = embedded.height * scale;
    this.room(height);
    this.cursor.y -= height;
    this.cursor.page.drawPage(embedded, {
      x: MARGIN,
      y: this.cursor.y,
      width: embedded.width * scale,
      height,
    });
  }

  gap(height: number) {
    this.cursor.y -= height;
  }
}

/**
 * The worksheet as a print-ready A4 PDF: its title, then each question's region cut from its exam's PDF (the
 * original's vector text kept, so the PDF's text holds the question), under its source and over its top answer,
 * whose formulas are typeset.
 */
export async function printWorksheet(
  title: string,
  questions: readonly PrintedQuestion[],
): Promise<Uint8Array> {
  // Loaded on first use, as everywhere in the server: most servers never print a worksheet.
  const pdfLib = await import('pdf-lib');
  const { PDFDocument, rgb } = pdfLib;
  const black = rgb(0, 0, 0);
  const grey = rgb(0.35, 0.35, 0.35);
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('考古題系統');
  doc.registerFontkit(await worksheetFontkit());
  const sources = questions.map((question, index) => `${index + 1}. ${question.source}`);
  const answers = new Map<number, AnswerBlock[]>();
  for (const [index, question] of questions.entries())
    if (question.answer !== null) answers.set(index, await answerBlocks(question.answer));
  const answerTexts = [...answers.values()].flatMap(blockTexts);
  const face = await Typeface.embed(doc, [title, ANSWER_LABEL, ...sources, ...answerTexts]);
  const printer = new Printer(doc, face, pdfLib);
  printer.text(title, TITLE_SIZE, black);
  printer.gap(GAP);
  for (const [index, question] of questions.entries()) {
    printer.text(sources[index] ?? '', SOURCE_SIZE, grey);
    printer.gap(4);
    for (const part of slices(question.pdf, question.region)) {
      printer.embedded(await doc.embedPage(pageOfBand(pdfLib, part.page, part.box), part.box));
    }
    const answer = answers.get(index);
    if (answer) {
      printer.gap(6);
      printer.text(ANSWER_LABEL, ANSWER_SIZE, grey);
      printer.answer(answerLines(answer, face, ANSWER_SIZE, CONTENT_WIDTH), ANSWER_SIZE, black);
    }
    printer.gap(GAP);
  }
  return doc.save();
}
