import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import {
  displayDoubleDollarMath,
  focusableWideBlocks,
  highlightCode,
  safeLinksAndImages,
  type TreeNode,
  typesetMath,
  walk,
} from './markdown-plugins.ts';

// Markdown's own HTML is dropped (remark-rehype keeps none of it); the only raw HTML in the tree is KaTeX's.
const processor = unified()
  .use(remarkParse)
  .use(remarkMath)
  .use(displayDoubleDollarMath)
  .use(remarkRehype)
  .use(typesetMath)
  .use(highlightCode)
  .use(focusableWideBlocks)
  .use(safeLinksAndImages)
  .freeze();

/**
 * The elements one chunk of a text holds at most; a bigger block (a long listing, a paragraph thick with math) is a
 * chunk of its own. A frame that adds a chunk to an answer on screen styles and lays it out twice (once hidden by
 * the answer's content-visibility, once shown): 250 elements cost it about 15 ms on a slow machine, leaving room
 * for the PDF's drawing in the same frame. A long answer is so drawn over several frames, none of them long.
 */
export const CHUNK_ELEMENTS = 250;

/**
 * The elements a text's first chunk holds at most. It is drawn as soon as the text appears, and several texts can
 * appear in one frame (an answer and its comments, a question's answers when the reader turns to it): small first
 * chunks keep that frame short, and the rest follows a chunk a frame.
 */
export const FIRST_CHUNK_ELEMENTS = 80;

/** The elements a block draws: its own, and those of KaTeX's HTML in it. */
function elementsIn(block: TreeNode): number {
  let count = 0;
  walk(block, (node) => {
    if (node.type === 'element') count += 1;
    else if (node.type === 'raw') count += node.value?.match(/<[a-z]/gi)?.length ?? 0;
  });
  return count;
}

/**
 * Exam text as HTML, in chunks of whole blocks that each draw at most CHUNK_ELEMENTS elements (the first at most
 * FIRST_CHUNK_ELEMENTS; a chunk holds one block at least):
 * math typeset, code highlighted, links opening beside the exam with unsafe targets removed, images named instead
 * of fetched, and any HTML the text itself holds dropped. Each chunk is safe to set as an element's inner HTML.
 * Runs in the Markdown worker (markdown.worker.ts), or on the page where there is none.
 */
export function markdownToHtml(source: string): string[] {
  const tree: Root = processor.runSync(processor.parse(source), source);
  let chunk: Root['children'] = [];
  const chunks = [chunk];
  let weight = 0;
  for (const block of tree.children) {
    const blockWeight = elementsIn(block);
    const budget = chunks.length === 1 ? FIRST_CHUNK_ELEMENTS : CHUNK_ELEMENTS;
    if (chunk.length > 0 && weight + blockWeight > budget) {
      chunk = [];
      chunks.push(chunk);
      weight = 0;
    }
    chunk.push(block);
    weight += blockWeight;
  }
  return chunks.map((children) => toHtml({ type: 'root', children }, { allowDangerousHtml: true }));
}
