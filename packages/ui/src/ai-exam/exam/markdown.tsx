import { Skeleton, Text } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import type { ExamMarkdownRendererProps } from './exam-markdown.tsx';

/** Without the renderer's code the text is still readable, as written. */
function RawMarkdown({ children }: ExamMarkdownRendererProps) {
  return (
    <Text component="pre" size="sm" m={0} style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
      {children}
    </Text>
  );
}

// Markdown, KaTeX and the code grammars are fetched with the first exam shown, not with every page.
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
    <Suspense fallback={<Skeleton height="1.5em" radius="sm" role="status" aria-label="載入中" />}>
      <Renderer>{children}</Renderer>
    </Suspense>
  );
}
