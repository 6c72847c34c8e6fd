import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { fn } from 'storybook/test';
import { type ViewportName, viewports } from '../../.storybook/viewports.ts';

/** happy-dom's own default, restored between tests. */
const DEFAULT_VIEWPORT = { width: 1024, height: 768 };

function isViewportName(value: unknown): value is ViewportName {
  return typeof value === 'string' && Object.hasOwn(viewports, value);
}

export function setViewport(size: { width: number; height: number }): void {
  if (!window.happyDOM) throw new Error('Story tests need the happy-dom environment to size the viewport.');
  window.happyDOM.setViewport(size);
}

export function resetViewport(): void {
  setViewport(DEFAULT_VIEWPORT);
}

/**
 * Renders a composed story at the width its `globals.viewport` names, so Mantine's real media queries
 * (visibleFrom / hiddenFrom) decide what is visible, as they do in the browser.
 */
export function renderStory(story: { globals: Record<string, unknown> }, element: ReactElement) {
  const viewport: unknown = story.globals.viewport;
  const name: unknown =
    typeof viewport === 'object' && viewport !== null ? Reflect.get(viewport, 'value') : null;
  if (isViewportName(name)) {
    const { styles } = viewports[name];
    setViewport({ width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) });
  }
  return render(element);
}

type Spy = ReturnType<typeof fn>;

/**
 * Renders a composed form story (as `renderStory` does) with a fresh `onSubmit` spy: the spy, and a user to
 * fill the form in and submit it.
 */
export function renderToSubmit(
  Story: ComponentType<{ onSubmit: Spy }> & { globals: Record<string, unknown> },
) {
  const user = userEvent.setup();
  const onSubmit = fn();
  renderStory(Story, <Story onSubmit={onSubmit} />);
  return { user, onSubmit };
}
