import type { Nodes, Root } from 'mdast';
import { type MathBox, mathTexts, typesetTex } from './math.ts';

/** A stretch of an answer's line: text in the worksheet's face, or a typeset formula. */
export type Inline = { kind: 'text'; text: string } | { kind: 'math'; box: MathBox };

/** A block of a printed answer: a paragraph (a list item's with its marker) or a displayed formula. */
export type AnswerBlock =
  | { kind: 'paragraph'; inlines: Inline[]; indent: number }
  | { kind: 'display'; box: MathBox; indent: number };

let parser: Promise<(markdown: string) => Root> | undefined;

/** The answers' Markdown reader, the page's own (remark with remark-math), loaded on the first answer printed. */
function markdownParser(): Promise<(markdown: string) => Root> {
  parser ??= Promise.all([import('unified'), import('remark-parse'), import('remark-math')]).then(
    ([{ unified }, { default: remarkParse }, { default: remarkMath }]) => {
      const processor = unified().use(remarkParse).use(remarkMath).freeze();
      return (markdown) => processor.parse(markdown);
    },
  );
  return parser;
}

/** How far a nested list or quotation is set in, in ems. */
const INDENT = 1.5;

/** Gathers blocks as an answer's Markdown tree is walked, typesetting each formula met. */
class Blocks {
  readonly blocks: AnswerBlock[] = [];
  private inlines: Inline[] = [];
  private indent = 0;

  constructor(private readonly source: string) {}

  private text(text: string) {
    const last = this.inlines.at(-1);
    if (last?.kind === 'text') last.text += text;
    else this.inlines.push({ kind: 'text', text });
  }

  private end() {
    if (this.inlines.some((inline) => inline.kind === 'math' || inline.text.trim() !== ''))
      this.blocks.push({ kind: 'paragraph', inlines: this.inlines, indent: this.indent });
    this.inlines = [];
  }

  private async formula(tex: string, display: boolean) {
    const box = await typesetTex(tex, display);
    if (!box) {
      // TeX with an error prints as written, as the page shows it.
      this.text(display ? `$$${tex}$$` : `$${tex}$`);
      return;
    }
    if (!display) return void this.inlines.push({ kind: 'math', box });
    this.end();
    this.blocks.push({ kind: 'display', box, indent: this.indent });
  }

  private async children(node: { children: Nodes[] }) {
    for (const child of node.children) await this.node(child);
  }

  async node(node: Nodes): Promise<void> {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
      case 'html':
        return this.text(node.value);
      case 'break':
        return this.end();
      case 'image':
        return this.text(node.alt ?? '');
      case 'inlineMath': {
        // `$$…$$` within a line is displayed, as on the page.
        const display = this.source.startsWith('$$', node.position?.start.offset ?? -1);
        return this.formula(node.value, display);
      }
      case 'math':
        return this.formula(node.value, true);
      case 'code':
        for (const line of node.value.split('\n')) {
          this.text(line);
          this.end();
        }
        return;
      case 'list':
        for (const [index, item] of node.children.entries()) {
          this.text(node.ordered ? `${(node.start ?? 1) + index}. ` : '• ');
          this.indent += INDENT;
          await this.children(item);
          this.end();
          this.indent -= INDENT;
        }
        return;
      case 'blockquote':
        this.indent += INDENT;
        await this.children(node);
        this.end();
        this.indent -= INDENT;
        return;
      case 'paragraph':
      case 'heading':
      case 'tableCell':
        await this.children(node);
        return this.end();
      case 'thematicBreak':
        return this.end();
      default:
        if ('children' in node) await this.children(node);
    }
  }
}

/** An answer's Markdown as blocks to print: its formulas typeset, the rest as plain text without its marks. */
export async function answerBlocks(markdown: string): Promise<AnswerBlock[]> {
  const tree = (await markdownParser())(markdown);
  const blocks = new Blocks(markdown);
  await blocks.node(tree);
  return blocks.blocks;
}

/** Every text the blocks print, formulas' own included: what the worksheet's fonts must hold. */
export const blockTexts = (blocks: readonly AnswerBlock[]): string[] =>
  blocks.flatMap((block) =>
    block.kind === 'display'
      ? mathTexts(block.box)
      : block.inlines.flatMap((inline) => (inline.kind === 'text' ? [inline.text] : mathTexts(inline.box))),
  );
