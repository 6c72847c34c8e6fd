import { expect, type Locator, type Page } from './test.ts';

/** The toast (status or alert) that says `text`. */
export function toastWith(page: Page, text: string): Locator {
  return page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first();
}

/**
 * Waits for the toasts to leave. Toasts show at the bottom right, where a dialog's footer buttons sit on a
 * laptop screen, and a toast stays while the pointer is over it, as it should for a reader: the pointer moves
 * away first, or a click aimed at a covered button would keep the toast there for good.
 */
export async function waitForToastsToLeave(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}
