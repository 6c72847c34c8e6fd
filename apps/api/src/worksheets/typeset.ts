import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { type FontFile, fontFilesFor } from './font.ts';

/** A stretch of text that one embedded font draws. */
type Run = { font: PDFFont; text: string };

const SPACE = 0x20;

/**
 * The worksheet's text face in one document: each character drawn by the subset of the font file that holds
 * it, so a line mixing Latin, CJK and punctuation is a few runs of different fonts side by side.
 */
export class Typeface {
  private constructor(private readonly fonts: ReadonlyMap<number, PDFFont>) {}

  /** Embeds, as subsets, the font files `texts` need: only the glyphs drawn reach the PDF. */
  static async embed(doc: PDFDocument, texts: readonly string[]): Promise<Typeface> {
    const codePoints = [
      SPACE,
      ...texts.flatMap((text) => [...text].map((char) => char.codePointAt(0) ?? SPACE)),
    ];
    const files = await fontFilesFor(codePoints);
    const embedded = new Map<FontFile, Promise<PDFFont>>();
    const fonts = new Map<number, PDFFont>();
    for (const [codePoint, file] of files) {
      let font = embedded.get(file);
      if (!font) {
        font = doc.embedFont(file.bytes, { subset: true });
        embedded.set(file, font);
      }
      fonts.set(codePoint, await font);
    }
    return new Typeface(fonts);
  }

  /** The text as runs of one font each; a character no font draws becomes a space rather than a box. */
  runs(text: string): Run[] {
    const runs: Run[] = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? SPACE;
      const font = this.fonts.get(codePoint) ?? this.fonts.get(SPACE);
      if (!font) continue;
      const drawn = this.fonts.has(codePoint) ? char : ' ';
      const last = runs.at(-1);
      if (last?.font === font) last.text += drawn;
      else runs.push({ font, text: drawn });
    }
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /** Draws one line, its runs one after another from `x`. */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: Color }) {
    let x = at.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }
}

/** The pieces a line may break between: a run of Latin letters, a run of spaces, or one CJK character. */
export const PIECES = /[^\s\u2e80-\uffff]+|\s+|[\u2e80-\uffff]/gu;

/** The text broken into lines that fit `width`: at spaces in Latin text, anywhere between CJK characters. */
export function wrapText(text: string, face: Typeface, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const piece of paragraph.match(PIECES) ?? []) {
      const pieceWidth = face.width(piece, size);
      if (line !== '' && lineWidth + pieceWidth > width) {
        lines.push(line.trimEnd());
        line = piece.trimStart();
        lineWidth = face.width(line, size);
      } else {
        line += piece;
        lineWidth += pieceWidth;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
