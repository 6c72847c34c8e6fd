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
import katex from 'katex';
import { createLowlight } from 'lowlight';
import { defaultUrlTransform } from 'react-markdown';

/** A node of a Markdown (mdast) or HTML (hast) tree, as far as these plugins read it. */
export interface TreeNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
  position?: { start: { offset?: number } };
  data?: object;
}

export function walk(node: TreeNode, visit: (node: TreeNode) => void): void {
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

/** KaTeX's limits: sizes a formula sets itself (\\rule, \\kern, \\Huge …) stop at 10 em, macros expand a bounded number
 * of times, so no formula outgrows the page or the tab; `\\href` and `\\url` stay untrusted (shown as text). */
const katexOptions = { maxSize: 10, maxExpand: 500, strict: 'ignore', throwOnError: false } as const;

/** A formula as KaTeX sets it, or, should KaTeX fail outright, as written in red. */
function typeset(value: string, displayMode: boolean): TreeNode {
  try {
    const html = katex.renderToString(value, { ...katexOptions, displayMode });
    // A displayed formula scrolls sideways on a phone: it takes keyboard focus, as a listing does.
    const display = '<span class="katex-display">';
    const focusable = html.startsWith(display)
      ? `<span class="katex-display" tabindex="0">${html.slice(display.length)}`
      : html;
    return { type: 'raw', value: focusable };
  } catch (error) {
    return {
      type: 'element',
      tagName: 'span',
      properties: { className: ['katex-error'], style: 'color:#cc0000', title: String(error) },
      children: [{ type: 'text', value }],
    };
  }
}

/**
 * Math typeset by KaTeX: `$…$` inline, `$$…$$` and ```` ```math ```` displayed. A formula KaTeX cannot read is shown
 * in red as written rather than losing the rest of the text. KaTeX's HTML goes into the tree as it is, never parsed
 * back into nodes: it is the costliest part of drawing an answer.
 */
export function typesetMath() {
  return (tree: TreeNode) => {
    const replace = (parent: TreeNode) => {
      const children = parent.children ?? [];
      children.forEach((node, index) => {
        const classes = classesOf(node);
        const inPre = node.tagName === 'pre' && node.children?.length === 1 ? node.children[0] : undefined;
        const preMath =
          inPre?.tagName === 'code' && classesOf(inPre).includes('language-math') ? inPre : undefined;
        if (preMath) children[index] = typeset(textOf(preMath), true);
        else if (
          node.tagName === 'code' &&
          ['language-math', 'math-inline', 'math-display'].some((name) => classes.includes(name))
        )
          children[index] = typeset(textOf(node), classes.includes('math-display'));
        else replace(node);
      });
    };
    replace(tree);
  };
}

/**
 * A link leads away from the exam: it opens beside it, the other site gets no handle on it, and an unsafe target
 * (`javascript:` and the like) is removed. An image is never fetched, since a remote one would tell its server who
 * reads the text and when (answers are written by anyone): it is named in its place, with its description, by
 * the page in the reader's language (exam-markdown.tsx), so the HTML is the same in every language.
 */
export function safeLinksAndImages() {
  return (tree: TreeNode) => {
    walk(tree, (node) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'a') {
        const href = defaultUrlTransform(String(node.properties?.href ?? ''));
        node.properties = { ...node.properties, href, target: '_blank', rel: ['noopener', 'noreferrer'] };
      } else if (node.tagName === 'img') {
        const alt = node.properties?.alt;
        node.tagName = 'span';
        node.properties = alt
          ? { className: ['exam-image'], dataAlt: String(alt) }
          : { className: ['exam-image'] };
        node.children = [];
      }
    });
  };
}
