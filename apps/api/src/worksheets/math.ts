import type { LiteElement, LiteNode } from 'mathjax-full/js/adaptors/lite/Element.js';
import type { LiteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import type { MathDocument } from 'mathjax-full/js/core/MathDocument.js';
import { plainPath } from './svg-path.ts';

/** An affine map `[a, b, c, d, e, f]`: (x, y) → (a·x + c·y + e, b·x + d·y + f), as PDF's `cm` takes it. */
export type Matrix = readonly [number, number, number, number, number, number];

/** One mark of a typeset formula, in its own units (1000 to an em, y down, the baseline at 0). */
export type MathMark =
  | { kind: 'path'; d: string; matrix: Matrix }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; matrix: Matrix }
  | { kind: 'text'; text: string; size: number; matrix: Matrix };

/** A typeset formula: its marks and its box, in ems (height above the baseline, depth below it). */
export type MathBox = {
  marks: MathMark[];
  left: number;
  width: number;
  height: number;
  depth: number;
};

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `outer` after `inner`: what maps a point by `inner`, then by `outer`. */
export function compose(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [A, B, C, D, E, F] = inner;
  return [a * A + c * B, b * A + d * B, a * C + c * D, b * C + d * D, a * E + c * F + e, b * E + d * F + f];
}

/** An SVG `transform` attribute (translate, scale, matrix) as one map. */
function parseTransform(value: string | null): Matrix {
  let matrix = IDENTITY;
  for (const [, name, args = ''] of (value ?? '').matchAll(/(translate|scale|matrix)\(([^)]*)\)/g)) {
    const n = args
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const step: Matrix =
      name === 'translate'
        ? [1, 0, 0, 1, n[0] ?? 0, n[1] ?? 0]
        : name === 'scale'
          ? [n[0] ?? 1, 0, 0, n[1] ?? n[0] ?? 1, 0, 0]
          : [n[0] ?? 1, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1, n[4] ?? 0, n[5] ?? 0];
    matrix = compose(matrix, step);
  }
  return matrix;
}

type Engine = { adaptor: LiteAdaptor; document: MathDocument<LiteNode, LiteNode, LiteNode> };
let engine: Promise<Engine> | undefined;

/** MathJax's TeX input and SVG output, loaded on the first formula printed: most servers never print one. */
function mathJax(): Promise<Engine> {
  engine ??= (async () => {
    const [{ mathjax }, { TeX }, { SVG }, { liteAdaptor }, { RegisterHTMLHandler }, { AllPackages }] =
      await Promise.all([
        import('mathjax-full/js/mathjax.js'),
        import('mathjax-full/js/input/tex.js'),
        import('mathjax-full/js/output/svg.js'),
        import('mathjax-full/js/adaptors/liteAdaptor.js'),
        import('mathjax-full/js/handlers/html.js'),
        import('mathjax-full/js/input/tex/AllPackages.js'),
      ]);
    const adaptor = liteAdaptor();
    RegisterHTMLHandler(adaptor);
    const document = mathjax.document('', {
      InputJax: new TeX({ packages: AllPackages }),
      // Every glyph as its own path: nothing refers to a shared definition elsewhere in the document.
      OutputJax: new SVG({ fontCache: 'none' }),
    });
    return { adaptor, document };
  })();
  return engine;
}

const number = (value: string | null, fallback = 0) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** The marks under `node`, each with the map from its own units to the formula's. */
function collect(adaptor: LiteAdaptor, node: LiteElement, matrix: Matrix, marks: MathMark[]) {
  for (const child of adaptor.childNodes(node)) {
    if (adaptor.kind(child) === '#text' || adaptor.kind(child) === '#comment') continue;
    const element = child as LiteElement;
    const attribute = (name: string) => adaptor.getAttribute(element, name) ?? null;
    const here = compose(matrix, parseTransform(attribute('transform')));
    switch (adaptor.kind(element)) {
      case 'g':
        collect(adaptor, element, here, marks);
        break;
      case 'path': {
        const d = attribute('d');
        if (d) marks.push({ kind: 'path', d: plainPath(d), matrix: here });
        break;
      }
      case 'rect':
        marks.push({
          kind: 'rect',
          x: number(attribute('x')),
          y: number(attribute('y')),
          width: number(attribute('width')),
          height: number(attribute('height')),
          matrix: here,
        });
        break;
      case 'text':
        marks.push({
          kind: 'text',
          text: adaptor.textContent(element),
          size: number(attribute('font-size'), 1000),
          matrix: here,
        });
        break;
      case 'svg': {
        // A stretched part drawn in a box of its own: its view box scaled into the box.
        const [x = 0, y = 0, width = 1, height = 1] = (attribute('viewBox') ?? '').split(/\s+/).map(Number);
        const box: Matrix = [
          number(attribute('width'), width) / width,
          0,
          0,
          number(attribute('height'), height) / height,
          number(attribute('x')) - x,
          number(attribute('y')) - y,
        ];
        collect(adaptor, element, compose(here, box), marks);
        break;
      }
      default:
        // Anything else MathJax might add (a title, a hidden label) draws nothing.
        break;
    }
  }
}

/**
 * The formula typeset by MathJax as marks to draw, or null when its TeX has an error (the caller prints the
 * source as written, as the web page shows it).
 */
export async function typesetTex(tex: string, display: boolean): Promise<MathBox | null> {
  const { adaptor, document } = await mathJax();
  const container = document.convert(tex, { display }) as LiteElement;
  const [svg] = adaptor.tags(container, 'svg');
  if (!svg || adaptor.tags(svg, 'g').some((g) => adaptor.getAttribute(g, 'data-mml-node') === 'merror'))
    return null;
  const [left = 0, top = 0, width = 0, height = 0] = (adaptor.getAttribute(svg, 'viewBox') ?? '')
    .split(/\s+/)
    .map(Number);
  const marks: MathMark[] = [];
  collect(adaptor, svg, IDENTITY, marks);
  return { marks, left: left / 1000, width: width / 1000, height: -top / 1000, depth: (top + height) / 1000 };
}

/** The characters a formula writes as text (a `\text{…}` in Chinese): the worksheet's fonts must hold them. */
export const mathTexts = (box: MathBox): string[] =>
  box.marks.flatMap((mark) => (mark.kind === 'text' ? [mark.text] : []));
