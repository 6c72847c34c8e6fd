import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, createElement } from 'react';
import { fn } from 'storybook/test';
import { expect } from 'vitest';
import { renderStory } from './render-story.tsx';

type Spy = ReturnType<typeof fn>;

/** The text input labelled `label`, in `container` (the whole page by default). */
export function inputLabelled(label: string, container: HTMLElement = document.body): HTMLInputElement {
  const field = within(container).getByLabelText(label);
  if (!(field instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return field;
}

/**
 * Clicks each button named, in order, as a user would, and expects that click to call the callback given
 * for it once more: each button reaches its own callback, not merely some callback.
 */
export async function expectButtonsCallBack(
  callbacks: Record<string, Spy>,
  container: HTMLElement = document.body,
): Promise<void> {
  const user = userEvent.setup();
  for (const [name, callback] of Object.entries(callbacks)) {
    const before = callback.mock.calls.length;
    await user.click(within(container).getByRole('button', { name }));
    expect(callback, `the callback of ${name}`).toHaveBeenCalledTimes(before + 1);
  }
}

type ComposedStory<P> = ComponentType<P> & { globals: Record<string, unknown> };

/** Renders a composed story as it is, expects it to say `text`, and takes it away again. */
export function expectStorySays(Story: ComposedStory<object>, text: string | RegExp): void {
  const { unmount } = renderStory(Story, createElement(Story));
  expect(screen.getByText(text)).toBeTruthy();
  unmount();
}

/**
 * Renders the composed story of a list that could not be loaded, and expects it to say `failed`, never its empty
 * message `empty` (nothing is known to be missing), and its 重新載入 button to ask for the list again.
 */
export async function expectLoadFailure(
  LoadFailed: ComposedStory<{ onRetry: Spy }>,
  failed: string,
  empty: string | RegExp,
): Promise<void> {
  const onRetry = fn();
  renderStory(LoadFailed, createElement(LoadFailed, { onRetry }));
  expect(screen.getByText(failed)).toBeTruthy();
  expect(screen.queryByText(empty)).toBeNull();
  await expectButtonsCallBack({ 重新載入: onRetry });
}

/** Expects `container` to show an alert with this title and message, as a failed or refused action does. */
export function expectAlert(container: HTMLElement, title: string, message: string): void {
  const alert = within(container).getByRole('alert');
  expect(within(alert).getByText(title)).toBeTruthy();
  expect(within(alert).getByText(message)).toBeTruthy();
}

/** The texts an element's aria-describedby points at, in order, leaving out ids of nothing shown. */
export function describedByTexts(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .flatMap((id) => document.getElementById(id)?.textContent ?? []);
}

/** Expects the server's `message` on `field`, which is marked invalid, until the user types in that field. */
export async function expectFieldErrorUntilEdited(field: () => HTMLElement, message: string): Promise<void> {
  expect(screen.getByText(message)).toBeTruthy();
  expect(field().getAttribute('aria-invalid')).toBe('true');
  await userEvent.setup().type(field(), 'x');
  expect(screen.queryByText(message)).toBeNull();
}

/** Presses Enter in `field` of a form whose save is already running, and expects nothing to be sent again. */
export async function expectEnterSendsNothing(field: HTMLElement, onSubmit: Spy): Promise<void> {
  await userEvent.setup().type(field, '{Enter}');
  expect(onSubmit).not.toHaveBeenCalled();
}

/** Expects a dialog just opened to start in `field`, ready for typing, and Escape to close it once. */
export async function expectStartsInAndEscapes(field: () => HTMLElement, onClose: Spy): Promise<void> {
  await waitFor(() => expect(document.activeElement).toBe(field()));
  await userEvent.setup().keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledOnce();
}
