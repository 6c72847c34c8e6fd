import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { ExamMarkdownRendererProps } from './exam-markdown.tsx';
import { MarkdownLoading, RawMarkdown } from './markdown-fallbacks.tsx';
import type { RenderedMarkdown } from './markdown-render.ts';
import { plainParagraphs } from './plain-paragraphs.ts';
import { PlainParagraphs } from './plain-paragraphs.tsx';
import { useArrival } from './use-arrival.ts';

type LoadedRenderer = {
  default: ComponentType<ExamMarkdownRendererProps>;
  /** A text's HTML, there or on its way; null where the renderer could not be loaded (texts shown as written). */
  rendered: ((source: string) => RenderedMarkdown) | null;
};

// KaTeX's styles and the renderer are fetched with the first exam shown, not with every page; Markdown, KaTeX
// and the code grammars load in the renderer's worker.
let loadedRenderer: LoadedRenderer | undefined;
let rendererLoading: Promise<LoadedRenderer> | undefined;
const loadRenderer = (): Promise<LoadedRenderer> => {
  rendererLoading ??= import('./exam-markdown.tsx')
    .then(
      (module): LoadedRenderer => ({
        default: module.ExamMarkdownRenderer,
        rendered: module.renderedMarkdown,
      }),
      (): LoadedRenderer => ({ default: RawMarkdown, rendered: null }),
    )
    .then((loaded) => {
      loadedRenderer = loaded;
      return loaded;
    });
  return rendererLoading;
};
const Renderer = lazy(loadRenderer);

export interface ExamMarkdownProps {
  /** The Markdown: LaTeX between `$` or `$$`, fenced code. Required, no default. */
  children: string;
}

/** Exam text, rendered: math typeset, code highlighted, raw HTML dropped. Plain sentences are drawn at once. */
export function ExamMarkdown({ children }: ExamMarkdownProps) {
  const paragraphs = plainParagraphs(children);
  if (paragraphs) return <PlainParagraphs paragraphs={paragraphs} />;
  return (
    <Suspense fallback={<MarkdownLoading />}>
      <Renderer>{children}</Renderer>
    </Suspense>
  );
}

/**
 * How many of `sources`, from the first, `ExamMarkdown` would draw at once, rendered: plain ones always; the
 * others none before the renderer (and KaTeX's styles) have loaded, then those whose HTML has arrived from the
 * worker. Each text is sent to be rendered at once. A list that mounts only that many never shows a placeholder that a text then replaces, and
 * never lays out a whole list at once (a long text's own chunks follow a frame apart: exam-markdown.tsx).
 */
export function useRenderedCount(sources: readonly string[]): number {
  const [renderer, setRenderer] = useState(loadedRenderer);
  const marked = sources.map((source) => plainParagraphs(source) === null);
  const firstMarked = marked.indexOf(true);
  const needed = firstMarked !== -1;
  useEffect(() => {
    if (renderer || !needed) return;
    let waiting = true;
    void loadRenderer().then((loaded) => {
      if (waiting) setRenderer(loaded);
    });
    return () => {
      waiting = false;
    };
  }, [renderer, needed]);
  const render = renderer?.rendered;
  const renderings = sources.map((source, index) => (render && marked[index] ? render(source) : null));
  const count = renderings.findIndex((rendering) => rendering !== null && 'pending' in rendering);
  useArrival(renderings[count] ?? undefined);
  if (!needed) return sources.length;
  if (!renderer) return firstMarked;
  return render && count !== -1 ? count : sources.length;
}
