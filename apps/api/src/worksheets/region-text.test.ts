// A question's region of an exam page keeps the text drawn on its lines and leaves out the rest, whatever way the
// page's content places its lines: absolute moves, relative moves, the leading, nested transforms.
import { describe, expect, it } from 'vitest';
import { operations, textWithin } from './region-text.ts';

const band = { bottom: 400, top: 600 };
/** The strings a content stream still shows. */
const shown = (content: string) =>
  operations(content)
    .filter(({ operator }) => ['Tj', 'TJ', "'", '"'].includes(operator))
    .map(({ operands }) => operands.join(' '));

describe('textWithin', () => {
  it('keeps the lines inside the band, placed by Tm, Td or TD, and drops those above and below', () => {
    const content = [
      'BT /F1 12 Tf 1 0 0 1 50 700 Tm (above) Tj ET',
      'BT 50 500 Td (inside \\(one\\)) Tj 0 -150 TD (below) Tj ET',
      'BT 1 0 0 1 50 450 Tm [(ins) -20 (ide two)] TJ ET',
    ].join('\n');
    expect(shown(textWithin(content, band))).toEqual(['(inside \\(one\\))', '[ (ins) -20 (ide two) ]']);
  });

  it('follows the leading through T*, \' and ", keeping the moves of the lines it drops', () => {
    const content = 'BT 14 TL 50 620 Td (first) Tj T* (second) Tj (third) \' 1 2 (fourth) " ET';
    const kept = textWithin(content, { bottom: 580, top: 610 });
    expect(shown(kept)).toEqual(['(second)', '(third)']);
    // The fourth line's move is kept as its own operators, so anything after it stays in place.
    expect(kept).toContain('1 Tw 2 Tc T*');
    expect(kept).not.toContain('first');
  });

  it('places text through the graphics state’s transforms, restored by Q', () => {
    const content = 'q 1 0 0 1 0 -300 cm BT 50 800 Td (moved in) Tj ET Q BT 50 800 Td (not moved) Tj ET';
    expect(shown(textWithin(content, band))).toEqual(['(moved in)']);
  });

  it('keeps everything that is not text as it was, an inline image’s data included', () => {
    const image = 'BI /W 2 /H 1 /BPC 8 /CS /G ID \u0001) Tj (\u00ff EI';
    const content = `0 0 1 rg 10 10 100 100 re f q ${image} Q BT 50 900 Td (gone) Tj ET`;
    const kept = textWithin(content, band);
    expect(kept).toContain(image);
    expect(kept).toContain('10 10 100 100 re');
    expect(kept).not.toContain('gone');
  });
});
