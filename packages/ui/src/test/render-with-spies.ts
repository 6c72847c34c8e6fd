import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { expectButtonsCallBack } from './controls.ts';
import { renderStory } from './render-story.tsx';

type Spy = ReturnType<typeof fn>;
type ComposedStory<P> = ComponentType<P> & { globals: Record<string, unknown> };

/**
 * Renders a composed story (as `renderStory` does) with a fresh spy for each callback prop named, and returns
 * the spies by name, so a test reads only the calls it caused.
 */
export function renderWithSpies<const Name extends string>(
  Story: ComposedStory<Record<Name, Spy>>,
  ...names: readonly Name[]
): Record<Name, Spy> {
  const handlers = spies(...names);
  renderStory(Story, createElement(Story, handlers));
  return handlers;
}

/** Renders a composed story with a fresh `callback` spy, and expects the button named `button` to call it once. */
export async function expectStoryButtonCallsBack<const Name extends string>(
  Story: ComposedStory<Record<Name, Spy>>,
  button: string,
  callback: Name,
): Promise<void> {
  const handlers = renderWithSpies(Story, callback);
  await expectButtonsCallBack({ [button]: handlers[callback] });
}
