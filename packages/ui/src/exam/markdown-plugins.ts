/** A node of a Markdown (mdast) or HTML (hast) tree, as far as these plugins read it. */
interface TreeNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
  position?: { start: { offset?: number } };
  data?: { hProperties?: Record<string, unknown> };
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
        const hProperties = { ...node.data?.hProperties, className: ['language-math', 'math-display'] };
        node.data = { ...node.data, hProperties };
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
