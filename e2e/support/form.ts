// The fields of a dialog's form, found by their labels as a user reads them.

import type { Locator, Page } from '@playwright/test';

/** The input of a dialog's field by its label; required fields carry an asterisk after it. */
export function field(dialog: Locator, label: string): Locator {
  // A Select's open option list carries the same label, hence the input.
  return dialog.locator('input').and(dialog.getByLabel(new RegExp(`^${label}\\s*\\*?$`)));
}

/** Picks an option of a Select in `dialog` by the Select's label. */
export async function choose(page: Page, dialog: Locator, label: string, option: string): Promise<void> {
  await field(dialog, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
