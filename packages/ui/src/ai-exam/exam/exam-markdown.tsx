import { Typography } from '@mantine/core';
import 'katex/dist/katex.min.css';
import { memo } from 'react';
import classes from './exam-markdown.module.css';
import { MarkdownLoading, RawMarkdown } from './markdown-fallbacks.tsx';
import { renderedMarkdown } from './markdown-render.ts';
import { useArrival } from './use-arrival.ts';

// Loaded with the renderer: lists count the texts rendered (markdown.tsx: useRenderedCount).
export { renderedMarkdown };

export interface ExamMarkdownRendererProps {
  /** The Markdown: LaTeX between `$` or `$$`, fenced code. Required, no default. */
  children: string;
}

/**
 * Exam text as the student reads it: math typeset, code highlighted. Raw HTML in it is dropped rather than
 * rendered, unsafe link targets (`javascript:` and the like) are removed, images are not loaded, and KaTeX's
 * `\href` and `\url` stay untrusted (shown as text), since the text comes from a model or from any reader.
 * Parsing, typesetting and highlighting happen in a worker (markdown-render.ts) while a placeholder is shown,
 * once per text: the same text is drawn again at once.
 */
export const ExamMarkdownRenderer = memo(function ExamMarkdownRenderer({
  children,
}: ExamMarkdownRendererProps) {
  const rendered = renderedMarkdown(children);
  useArrival(rendered);
  const html = 'html' in rendered ? rendered.html : undefined;
  if (html === undefined) return <MarkdownLoading />;
  if (html === null) return <RawMarkdown>{children}</RawMarkdown>;
  // The HTML is the renderer's own (markdown-html.ts): the text's HTML dropped, links and math made safe.
  return <Typography className={classes.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
});
