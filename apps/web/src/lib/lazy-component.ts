import { toast } from '@pastexam/ui/toast';
import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useState } from 'react';
import { shownText } from './locale.ts';

/** A component fetched in its own chunk, with a way to start fetching it before it is first rendered. */
export type LazyComponent<P> = {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the chunk (hover, focus, idle time); asking twice costs nothing. */
  preload: () => void;
};

/**
 * `React.lazy` that can be warmed up ahead of time. A preload that failed (a dropped connection) is tried again
 * by the next preload or the first render; a chunk that cannot be fetched when it is rendered shows `fallback`.
 */
export function lazyComponent<P>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(() =>
      start().then(
        (Component) => ({ default: Component }),
        () => ({ default: fallback }),
      ),
    ),
    preload: () => {
      start().catch(() => undefined);
    },
  };
}

type DialogProps = {
  /** Whether the dialog is wanted open. */
  opened: boolean;
  /** Asked to close it. */
  onClose: () => void;
};

/** What a dialog whose code could not be fetched does when opened: says so, and closes again. */
export function DialogUnavailable({ opened, onClose }: DialogProps) {
  useEffect(() => {
    if (!opened) return;
    toast.error(shownText('common.dialogUnavailable'), shownText('common.dialogUnavailableText'));
    onClose();
  }, [opened, onClose]);
  return null;
}

/** A dialog fetched in its own chunk; when the chunk cannot be fetched, opening it says so and closes it again. */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return lazyComponent(load, DialogUnavailable);
}

/** Runs `task` once the browser has nothing more urgent to do (at the latest 2 s after it was asked). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** Preloads lazy components once the browser is idle after the caller mounted. */
export function usePreloadWhenIdle(...components: Array<{ preload: () => void }>): void {
  useEffect(
    () =>
      whenIdle(() => {
        for (const component of components) component.preload();
      }),
    [],
  );
}

/**
 * True from the first time `opened` is true: a lazy dialog is rendered (and its chunk fetched) once it is
 * wanted, and then stays mounted, so it animates out and keeps its state between openings as before.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted || opened;
}
