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
  typesetMath,
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
 * Exam text as HTML: math typeset, code highlighted, links opening beside the exam with unsafe targets removed,
 * images named instead of fetched, and any HTML the text itself holds dropped. Safe to set as an element's
 * inner HTML. Runs in the Markdown worker (markdown.worker.ts), or on the page where there is none.
 */
export function markdownToHtml(source: string): string {
  const tree: Root = processor.runSync(processor.parse(source), source);
  return toHtml(tree, { allowDangerousHtml: true });
}
