import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import type { ExamMarkdownRendererProps } from './exam-markdown.tsx';
import { MarkdownLoading, RawMarkdown } from './markdown-fallbacks.tsx';
import { useTextsRendered } from './markdown-render.ts';

type LoadedRenderer = { default: ComponentType<ExamMarkdownRendererProps> };

// KaTeX's styles and the renderer are fetched with the first exam shown, not with every page; Markdown, KaTeX
// and the code grammars load in the renderer's worker.
let rendererLoaded = false;
let rendererLoading: Promise<LoadedRenderer> | undefined;
const loadRenderer = (): Promise<LoadedRenderer> => {
  rendererLoading ??= import('./exam-markdown.tsx').then(
    (module) => ({ default: module.ExamMarkdownRenderer }),
    () => ({ default: RawMarkdown }),
  );
  return rendererLoading.then((loaded) => {
    rendererLoaded = true;
    return loaded;
  });
};
const Renderer = lazy(loadRenderer);

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

/**
 * How many of `sources`, from the first, `ExamMarkdown` would draw at once, rendered: none before the renderer
 * (and KaTeX's styles) have loaded, then those whose HTML has arrived from the worker. Each text is sent to be
 * rendered at once. A list that mounts only that many shows each item at its final size from its first frame,
 * so the browser can skip laying out those it puts off screen, and never lays out a whole list at once.
 */
export function useRenderedCount(sources: readonly string[]): number {
  const [loaded, setLoaded] = useState(rendererLoaded);
  useEffect(() => {
    if (loaded) return;
    let waiting = true;
    void loadRenderer().then(() => {
      if (waiting) setLoaded(true);
    });
    return () => {
      waiting = false;
    };
  }, [loaded]);
  const rendered = useTextsRendered(sources);
  return loaded ? rendered : 0;
}
