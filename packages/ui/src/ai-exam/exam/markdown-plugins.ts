import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import { createLowlight } from 'lowlight';

/** A node of a Markdown (mdast) or HTML (hast) tree, as far as these plugins read it. */
interface TreeNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
  position?: { start: { offset?: number } };
  data?: object;
}

function walk(node: TreeNode, visit: (node: TreeNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * `$$…$$` on one line is a displayed formula to whoever wrote it, as in LaTeX; remark-math only displays it when
 * the `$$` stand on lines of their own, and would set the rest inline among the text.
 */
export function displayDoubleDollarMath() {
  return (tree: TreeNode, file: { value: unknown }) => {
    const source = String(file.value);
    walk(tree, (node) => {
      const offset = node.position?.start.offset;
      if (node.type === 'inlineMath' && offset !== undefined && source.startsWith('$$', offset)) {
        const data: { hProperties?: Record<string, unknown> } = node.data ?? {};
        const hProperties = { ...data.hProperties, className: ['language-math', 'math-display'] };
        node.data = { ...data, hProperties };
      }
    });
  };
}

const classesOf = (node: TreeNode): unknown[] => {
  const className = node.properties?.className;
  return Array.isArray(className) ? className : [];
};

/**
 * A listing or displayed formula wider than a phone scrolls sideways on its own; it takes keyboard focus so
 * that it can be scrolled without a pointer too.
 */
export function focusableWideBlocks() {
  return (tree: TreeNode) => {
    walk(tree, (node) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'pre' || classesOf(node).includes('katex-display')) {
        node.properties = { ...node.properties, tabIndex: 0 };
      }
    });
  };
}

// The languages a computer-science exam is written in; a listing in any other is shown as it is, unhighlighted.
// highlight.js's common set would add some 30 kB (gzip) more to the chunk every exam loads.
const lowlight = createLowlight({
  bash,
  c,
  cpp,
  csharp,
  go,
  java,
  javascript,
  python,
  rust,
  sql,
  typescript,
});

const textOf = (node: TreeNode): string =>
  (node.children ?? [])
    .map((child) => (child.type === 'text' ? (child.value ?? '') : textOf(child)))
    .join('');

/** A fenced listing (```c) highlighted as its language, with highlight.js's `hljs-…` token classes. */
export function highlightCode() {
  return (tree: TreeNode) => {
    walk(tree, (node) => {
      if (node.type !== 'element' || node.tagName !== 'pre') return;
      for (const code of node.children ?? []) {
        const language = classesOf(code)
          .map(String)
          .find((name) => name.startsWith('language-'))
          ?.slice('language-'.length);
        if (code.tagName !== 'code' || !language || !lowlight.registered(language)) continue;
        code.children = lowlight.highlight(language, textOf(code)).children;
        code.properties = { ...code.properties, className: ['hljs', ...classesOf(code)] };
      }
    });
  };
}
