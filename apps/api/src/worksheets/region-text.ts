import { compose, IDENTITY, type Matrix } from './math.ts';

/** An operator of a content stream with its operands, and where the whole of it lies in the stream. */
type Operation = { operator: string; operands: string[]; start: number; end: number };

const WHITE = /[\0\t\n\f\r ]/;
const DELIMITER = /[()<>[\]{}/%]/;

/** The end of a literal string opened at `at` (its parentheses balanced, its escapes skipped). */
function stringEnd(source: string, at: number): number {
  let depth = 0;
  for (let i = at; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') i += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return source.length;
}

/** The end of a run of regular characters (a number, a name's letters, an operator) from `at`. */
function regularEnd(source: string, at: number): number {
  let i = at;
  while (i < source.length && !WHITE.test(source[i] ?? ' ') && !DELIMITER.test(source[i] ?? ' ')) i += 1;
  return i;
}

/** Where an inline image's data ends: after the `EI` that follows it. */
function inlineImageEnd(source: string, at: number): number {
  const data = source.indexOf('ID', at);
  const match = /\sEI(?=[\s]|$)/g;
  match.lastIndex = data < 0 ? at : data + 3;
  const found = match.exec(source);
  return found ? found.index + found[0].length : source.length;
}

/** A content stream's operations, each with the operands before it. */
export function operations(source: string): Operation[] {
  const found: Operation[] = [];
  let operands: string[] = [];
  let start = -1;
  let i = 0;
  while (i < source.length) {
    const char = source[i] ?? '';
    if (WHITE.test(char)) {
      i += 1;
      continue;
    }
    if (char === '%') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i += 1;
      continue;
    }
    if (start < 0) start = i;
    let end: number;
    if (char === '(') end = stringEnd(source, i);
    else if (source.startsWith('<<', i) || source.startsWith('>>', i)) end = i + 2;
    else if (char === '<') end = source.indexOf('>', i) + 1 || source.length;
    else if ('[]{}'.includes(char)) end = i + 1;
    else if (char === '/') end = regularEnd(source, i + 1);
    else end = Math.max(i + 1, regularEnd(source, i));
    const token = source.slice(i, end);
    const operand = /^[([<\]{}/>]|^[+-]?(\d+\.?\d*|\.\d+)$|^(true|false|null)$/.test(token);
    if (operand) operands.push(token);
    else {
      if (token === 'BI') end = inlineImageEnd(source, end);
      found.push({ operator: token, operands, start, end });
      operands = [];
      start = -1;
    }
    i = end;
  }
  return found;
}

const numbers = (operands: readonly string[]) => operands.map(Number);
const SHOW = new Set(['Tj', 'TJ', "'", '"']);

/**
 * The content stream with the text outside a band of the page left out: each text drawn whose baseline starts
 * above `top` or below `bottom` (PDF units from the page's bottom). What a region of the page shows is cut by its
 * box; its text is cut here, so a worksheet's PDF reads as the question alone, without its neighbours (or the
 * answer printed under it). Line moves of the texts left out are kept, so the texts kept stay where they were.
 */
export function textWithin(source: string, band: { bottom: number; top: number }): string {
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  let line = IDENTITY;
  let text = IDENTITY;
  let leading = 0;
  const moveLine = (tx: number, ty: number) => {
    line = compose(line, [1, 0, 0, 1, tx, ty]);
    text = line;
  };
  const kept: string[] = [];
  for (const { operator, operands, start, end } of operations(source)) {
    const n = numbers(operands);
    let replacement: string | null = null;
    switch (operator) {
      case 'q':
        stack.push(ctm);
        break;
      case 'Q':
        ctm = stack.pop() ?? IDENTITY;
        break;
      case 'cm':
        ctm = compose(ctm, [n[0] ?? 1, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1, n[4] ?? 0, n[5] ?? 0]);
        break;
      case 'BT':
        line = IDENTITY;
        text = IDENTITY;
        break;
      case 'Tm':
        line = [n[0] ?? 1, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1, n[4] ?? 0, n[5] ?? 0];
        text = line;
        break;
      case 'TD':
        leading = -(n[1] ?? 0);
        moveLine(n[0] ?? 0, n[1] ?? 0);
        break;
      case 'Td':
        moveLine(n[0] ?? 0, n[1] ?? 0);
        break;
      case 'TL':
        leading = n[0] ?? 0;
        break;
      case 'T*':
        moveLine(0, -leading);
        break;
    }
    if (SHOW.has(operator)) {
      if (operator !== 'Tj' && operator !== 'TJ') moveLine(0, -leading);
      const [, , , , , y] = compose(ctm, text);
      if (y > band.top || y < band.bottom)
        replacement =
          operator === "'"
            ? 'T*'
            : operator === '"'
              ? `${operands[0] ?? 0} Tw ${operands[1] ?? 0} Tc T*`
              : '';
    }
    kept.push(replacement ?? source.slice(start, end));
  }
  return kept.join('\n');
}
