import type { Color, PDFPage } from 'pdf-lib';
import type { AnswerBlock } from './answer.ts';
import { compose, type MathBox, type Matrix } from './math.ts';
import { PIECES, type Typeface } from './typeset.ts';

/** A piece of a line: text, or a formula at a scale (below 1 only when it is wider than the column). */
type Piece =
  | { kind: 'text'; text: string; width: number }
  | { kind: 'math'; box: MathBox; scale: number; width: number };

/** One printed line of an answer: where it starts from the column's left, and its room above and below. */
export type AnswerLine = { x: number; pieces: Piece[]; ascent: number; descent: number };

// A text line takes 1.45 of its size: 1.15 above its baseline and 0.3 below, as the worksheet's other text.
const ASCENT = 1.15;
const DESCENT = 0.3;

const isSpace = (piece: Piece) => piece.kind === 'text' && piece.text.trim() === '';

function line(x: number, pieces: Piece[], size: number, extra = 0): AnswerLine {
  while (pieces.length > 0 && isSpace(pieces[0] as Piece)) pieces.shift();
  while (pieces.length > 0 && isSpace(pieces.at(-1) as Piece)) pieces.pop();
  let ascent = size * ASCENT;
  let descent = size * DESCENT;
  for (const piece of pieces) {
    if (piece.kind !== 'math') continue;
    ascent = Math.max(ascent, (piece.box.height * piece.scale + 0.15) * size);
    descent = Math.max(descent, (piece.box.depth * piece.scale + 0.1) * size);
  }
  return { x, pieces, ascent: ascent + extra, descent: descent + extra };
}

/** A formula as one piece, shrunk to the column when wider. */
function mathPiece(box: MathBox, size: number, room: number): Piece {
  const scale = Math.min(1, room / (box.width * size));
  return { kind: 'math', box, scale, width: box.width * size * scale };
}

/** The answer's blocks broken into lines that fit `width`: text at spaces or between CJK characters. */
export function answerLines(
  blocks: readonly AnswerBlock[],
  face: Typeface,
  size: number,
  width: number,
): AnswerLine[] {
  const lines: AnswerLine[] = [];
  for (const block of blocks) {
    const x = block.indent * size;
    const room = Math.max(size, width - x);
    if (block.kind === 'display') {
      const piece = mathPiece(block.box, size, room);
      lines.push(line(x + (room - piece.width) / 2, [piece], size, size * 0.3));
      continue;
    }
    let pieces: Piece[] = [];
    let used = 0;
    const add = (piece: Piece) => {
      if (pieces.length > 0 && used + piece.width > room && !isSpace(piece)) {
        lines.push(line(x, pieces, size));
        pieces = [];
        used = 0;
      }
      pieces.push(piece);
      used += piece.width;
    };
    for (const inline of block.inlines) {
      if (inline.kind === 'math') add(mathPiece(inline.box, size, room));
      else
        for (const text of inline.text.replace(/\s+/g, ' ').match(PIECES) ?? [])
          add({ kind: 'text', text, width: face.width(text, size) });
    }
    lines.push(line(x, pieces, size));
  }
  return lines;
}

const FLIP: Matrix = [1, 0, 0, -1, 0, 0];

/** The graphics-state operators of pdf-lib, which the server loads on the first worksheet printed. */
export type StateOperators = Pick<
  typeof import('pdf-lib'),
  'pushGraphicsState' | 'popGraphicsState' | 'concatTransformationMatrix'
>;

/** Draws a typeset formula with its left at `x` and its baseline at `y`, its em `em` points. */
function drawMath(
  page: PDFPage,
  box: MathBox,
  at: { x: number; y: number; em: number; color: Color },
  draw: { face: Typeface; operators: StateOperators },
) {
  const { face, operators } = draw;
  const k = at.em / 1000;
  // From the formula's units (y down, baseline 0) to the page's (y up).
  const root: Matrix = [k, 0, 0, -k, at.x - box.left * 1000 * k, at.y];
  for (const mark of box.marks) {
    const matrix = compose(root, mark.matrix);
    if (mark.kind === 'text') {
      const scale = Math.sqrt(Math.abs(matrix[0] * matrix[3] - matrix[1] * matrix[2]));
      face.draw(page, mark.text, { x: matrix[4], y: matrix[5], size: mark.size * scale, color: at.color });
      continue;
    }
    // pdf-lib draws an SVG path flipped (SVG's y runs down): the flip here undoes it.
    const placed = mark.kind === 'path' ? compose(matrix, FLIP) : matrix;
    page.pushOperators(operators.pushGraphicsState(), operators.concatTransformationMatrix(...placed));
    if (mark.kind === 'path')
      page.drawSvgPath(mark.d, { x: 0, y: 0, scale: 1, color: at.color, borderWidth: 0 });
    else
      page.drawRectangle({
        x: mark.x,
        y: mark.y,
        width: mark.width,
        height: mark.height,
        color: at.color,
        borderWidth: 0,
      });
    page.pushOperators(operators.popGraphicsState());
  }
}

/** Draws one line with its left at `x` and its baseline at `y`. */
export function drawAnswerLine(
  page: PDFPage,
  answerLine: AnswerLine,
  at: { x: number; y: number; size: number; color: Color },
  draw: { face: Typeface; operators: StateOperators },
) {
  const { face } = draw;
  let x = at.x + answerLine.x;
  for (const piece of answerLine.pieces) {
    if (piece.kind === 'text') face.draw(page, piece.text, { x, y: at.y, size: at.size, color: at.color });
    else drawMath(page, piece.box, { x, y: at.y, em: at.size * piece.scale, color: at.color }, draw);
    x += piece.width;
  }
}
