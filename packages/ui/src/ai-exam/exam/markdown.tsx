import { type ComponentType, lazy, Suspense } from 'react';
import type { ExamMarkdownRendererProps } from './exam-markdown.tsx';
import { MarkdownLoading, RawMarkdown } from './markdown-fallbacks.tsx';

// KaTeX's styles and the renderer are fetched with the first exam shown, not with every page; Markdown, KaTeX
// and the code grammars load in the renderer's worker.
const Renderer = lazy<ComponentType<ExamMarkdownRendererProps>>(() =>
  import('./exam-markdown.tsx').then(
    (module) => ({ default: module.ExamMarkdownRenderer }),
    () => ({ default: RawMarkdown }),
  ),
);

export interface ExamMarkdownProps {
  /** The Markdown: LaTeX between `$` or `$$`, fenced code. Required, no default. */
  children: string;
}

/** Exam text, rendered: math typeset, code highlighted, raw HTML dropped. */
export function ExamMarkdown({ children }: ExamMarkdownProps) {
  return (
    <Suspense fallback={<MarkdownLoading />}>
      <Renderer>{children}</Renderer>
    </Suspense>
  );
}
