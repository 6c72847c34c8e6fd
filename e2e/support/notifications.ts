// The notification centre's parts as a reader finds them: the bell in the top bar and the panel it opens.
import type { Locator, Page } from '@playwright/test';
import { topBar } from './session.ts';

/** 通知 in the top bar, named with its unread count (`通知，2 則未讀`) when there is one. */
export function bell(page: Page): Locator {
  return topBar(page).getByRole('button', { name: /^通知/ });
}

/** The bell's panel, once open. */
export function notificationPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: '通知' });
}
