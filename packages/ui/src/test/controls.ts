import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { fn } from 'storybook/test';
import { expect } from 'vitest';

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
