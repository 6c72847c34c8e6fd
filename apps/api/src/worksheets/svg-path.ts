/** How many numbers each SVG path command takes. */
const ARITY: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, Q: 4, T: 2, C: 6, S: 4, Z: 0 };

/**
 * An SVG path with only absolute M, L, Q, C and Z: the smooth curves (T, S) resolved to their reflected control
 * points, H and V to lines. pdf-lib reflects a T's control point off the last Q alone, so a run of T, as MathJax
 * writes its glyphs, comes out with spikes.
 */
export function plainPath(d: string): string {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: string[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last curve's second control point, for the next smooth curve to reflect; null after anything else.
  let quad: [number, number] | null = null;
  let cubic: [number, number] | null = null;
  let command = '';
  let at = 0;
  const next = () => Number(tokens[at++]);
  while (at < tokens.length) {
    const token = tokens[at] ?? '';
    const letter = /[a-zA-Z]/.test(token);
    if (letter) {
      command = token;
      at += 1;
    } else if (command === '' || command === 'Z' || command === 'z') {
      // A number with no command to take it: skipped.
      at += 1;
      continue;
    } else if (command === 'M' || command === 'm') {
      // Numbers after a move continue as lines.
      command = command === 'M' ? 'L' : 'l';
    }
    const upper = command.toUpperCase();
    const relative = command !== upper;
    const dx = relative ? x : 0;
    const dy = relative ? y : 0;
    const arity = ARITY[upper];
    if (arity === undefined) throw new Error(`Unsupported path command ${command}`);
    if (arity > 0 && at + arity > tokens.length) break;
    let nextQuad: [number, number] | null = null;
    let nextCubic: [number, number] | null = null;
    if (upper === 'M') {
      x = next() + dx;
      y = next() + dy;
      [startX, startY] = [x, y];
      out.push(`M${x} ${y}`);
    } else if (upper === 'L' || upper === 'H' || upper === 'V') {
      if (upper !== 'V') x = next() + dx;
      if (upper !== 'H') y = next() + dy;
      out.push(`L${x} ${y}`);
    } else if (upper === 'Q' || upper === 'T') {
      const reflected: readonly number[] = quad ? [2 * x - quad[0], 2 * y - quad[1]] : [x, y];
      const cx = upper === 'Q' ? next() + dx : (reflected[0] ?? x);
      const cy = upper === 'Q' ? next() + dy : (reflected[1] ?? y);
      x = next() + dx;
      y = next() + dy;
      out.push(`Q${cx} ${cy} ${x} ${y}`);
      nextQuad = [cx, cy];
    } else if (upper === 'C' || upper === 'S') {
      const reflected: readonly number[] = cubic ? [2 * x - cubic[0], 2 * y - cubic[1]] : [x, y];
      const c1x = upper === 'C' ? next() + dx : (reflected[0] ?? x);
      const c1y = upper === 'C' ? next() + dy : (reflected[1] ?? y);
      const c2x = next() + dx;
      const c2y = next() + dy;
      x = next() + dx;
      y = next() + dy;
      out.push(`C${c1x} ${c1y} ${c2x} ${c2y} ${x} ${y}`);
      nextCubic = [c2x, c2y];
    } else {
      [x, y] = [startX, startY];
      out.push('Z');
    }
    quad = nextQuad;
    cubic = nextCubic;
  }
  return out.join('');
}
