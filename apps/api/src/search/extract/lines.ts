import { z } from 'zod';

/**
 * One line of a page as it is printed: where it starts, as fractions of the page (0 at the top and the left
 * edge), and what it says. Question starts are found among them (questions/detect.ts).
 */
export const pageLineSchema = z.object({
  top: z.number().min(0).max(1),
  left: z.number().min(0).max(1),
  text: z.string(),
});
export type PageLine = z.infer<typeof pageLineSchema>;

/** A page's lines as stored with its text: top to bottom, left to right on one height. */
export const pageLinesSchema = z.array(pageLineSchema);

/** A piece of text placed on a page: its baseline's start and its size, in the page's units from the top left. */
export type TextPiece = { x: number; baseline: number; size: number; width: number; text: string };

/** Pieces closer than this (in font sizes) across are one line; farther apart, they are two columns' lines. */
const COLUMN_GAP = 2;
/** Baselines closer than this (in font sizes) are one line. */
const SAME_LINE = 0.4;
/** A gap wider than this (in font sizes) between two pieces of a line is a space. */
const WORD_GAP = 0.15;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Pieces of one row, left to right, cut where a gap is wide enough to be a gutter between columns. */
function splitRow(row: TextPiece[]): TextPiece[][] {
  const lines: TextPiece[][] = [];
  let current: TextPiece[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const piece of [...row].sort((a, b) => a.x - b.x)) {
    if (current.length > 0 && piece.x - end > COLUMN_GAP * piece.size) {
      lines.push(current);
      current = [];
    }
    current.push(piece);
    end = Math.max(end, piece.x + piece.width);
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

function joinPieces(pieces: readonly TextPiece[]): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const piece of pieces) {
    const gap = piece.x - end;
    if (text && gap > WORD_GAP * piece.size && !text.endsWith(' ') && !piece.text.startsWith(' '))
      text += ' ';
    text += piece.text;
    end = piece.x + piece.width;
  }
  return text.trim();
}

/**
 * The lines of a page of `width` × `height` from its placed pieces of text: pieces on one baseline are one line,
 * unless a gutter parts them (two columns give two lines on one height). A line's top is its tallest piece's top.
 */
export function linesFromPieces(pieces: readonly TextPiece[], width: number, height: number): PageLine[] {
  const rows: { baseline: number; size: number; pieces: TextPiece[] }[] = [];
  const sorted = pieces
    .filter((piece) => piece.text.trim() !== '' && piece.size > 0)
    .sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  for (const piece of sorted) {
    const row = rows.at(-1);
    if (row && Math.abs(piece.baseline - row.baseline) <= SAME_LINE * Math.max(piece.size, row.size)) {
      row.pieces.push(piece);
      row.size = Math.max(row.size, piece.size);
    } else {
      rows.push({ baseline: piece.baseline, size: piece.size, pieces: [piece] });
    }
  }
  return rows.flatMap((row) =>
    splitRow(row.pieces).map((line) => ({
      top: round(clamp((row.baseline - row.size) / height)),
      left: round(clamp((line[0]?.x ?? 0) / width)),
      text: joinPieces(line),
    })),
  );
}

const HAN_GAP = /(\p{Script=Han})[ \t]+(?=\p{Script=Han})/gu;

/**
 * Tesseract puts spaces between Chinese characters it read apart; Chinese has none, and a space would split the
 * words the search looks for.
 */
export const tidyOcrText = (text: string) => text.replace(HAN_GAP, '$1').replaceAll('\f', '').trim();

/** What Tesseract read on a page: its text, as its plain output gives it, and its lines with their places. */
export type OcrPage = { text: string; lines: PageLine[] };

type TsvWord = { block: string; line: string; text: string };

/**
 * Tesseract's TSV output (one row per page, block, paragraph, line and word, each with its box in pixels) as the
 * page's text and lines. The text is the lines in order, a blank line between paragraphs, as its plain output.
 */
export function ocrPageFromTsv(tsv: string): OcrPage {
  let width = 0;
  let height = 0;
  const boxes = new Map<string, { top: number; left: number }>();
  const words: TsvWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [level, , block, paragraph, line, , left, top, w, h] = cells.map(Number);
    const key = `${block}:${paragraph}:${line}`;
    if (level === 1) {
      width = w ?? 0;
      height = h ?? 0;
    } else if (level === 4) boxes.set(key, { top: top ?? 0, left: left ?? 0 });
    else if (level === 5 && cells.slice(11).join('\t').trim() !== '') {
      words.push({ block: `${block}:${paragraph}`, line: key, text: cells.slice(11).join('\t').trim() });
    }
  }
  const lines: (PageLine & { block: string; key: string })[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last?.key === word.line) last.text += ` ${word.text}`;
    else {
      const box = boxes.get(word.line) ?? { top: 0, left: 0 };
      lines.push({
        block: word.block,
        key: word.line,
        top: round(clamp(height > 0 ? box.top / height : 0)),
        left: round(clamp(width > 0 ? box.left / width : 0)),
        text: word.text,
      });
    }
  }
  const tidy = lines.map(({ block, top, left, text }) => ({ block, top, left, text: tidyOcrText(text) }));
  const text = tidy
    .map((line, index) => (index > 0 && tidy[index - 1]?.block !== line.block ? `\n${line.text}` : line.text))
    .join('\n');
  return { text: tidyOcrText(text), lines: tidy.map(({ top, left, text }) => ({ top, left, text })) };
}
