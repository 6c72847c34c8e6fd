import { Typography } from '@mantine/core';
import 'katex/dist/katex.min.css';
import { memo, useLayoutEffect, useRef } from 'react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useDrawnCount } from '../../use-drawn-count.ts';
import { useEmbeddedT } from './embedded-words.ts';
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
 * once per text: the same text is drawn again at once. A long text is drawn a chunk of blocks a frame.
 */
export const ExamMarkdownRenderer = memo(function ExamMarkdownRenderer({
  children,
}: ExamMarkdownRendererProps) {
  const rendered = renderedMarkdown(children);
  useArrival(rendered);
  const chunks = 'chunks' in rendered ? rendered.chunks : undefined;
  if (chunks === undefined) return <MarkdownLoading />;
  if (chunks === null) return <RawMarkdown>{children}</RawMarkdown>;
  return <RenderedText chunks={chunks} />;
});

/**
 * A text's HTML, its first chunk at once and each further one at the page's next drawing turn. The chunks are
 * added to one element, as one HTML would be, so the text's spacing is the same whether drawn at once or not.
 * Each image the HTML leaves out (markdown-plugins.ts) is named in the reader's language.
 */
function RenderedText({ chunks }: { chunks: string[] }) {
  const drawn = useDrawnCount(chunks.length, 'text');
  const element = useRef<HTMLDivElement>(null);
  const added = useRef<{ chunks: string[]; count: number }>({ chunks, count: 0 });
  const t = useEmbeddedT(aiExamMessages);
  useLayoutEffect(() => {
    const text = element.current;
    if (!text) return;
    if (added.current.chunks !== chunks || added.current.count > drawn) {
      text.replaceChildren();
      added.current = { chunks, count: 0 };
    }
    // The HTML is the renderer's own (markdown-html.ts): the text's HTML dropped, links and math made safe.
    for (const chunk of chunks.slice(added.current.count, drawn)) text.insertAdjacentHTML('beforeend', chunk);
    added.current.count = drawn;
  }, [chunks, drawn]);
  useLayoutEffect(() => {
    for (const image of element.current?.querySelectorAll<HTMLElement>('.exam-image') ?? []) {
      const alt = image.dataset.alt;
      image.textContent = alt ? t('ai-exam.imageDescribed', { alt }) : t('ai-exam.image');
    }
  }, [chunks, drawn, t]);
  return <Typography ref={element} className={classes.markdown} />;
}
