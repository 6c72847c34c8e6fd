// Steps of the admin page specs: opening a tab, the tables' rows and the danger confirmation.
import { expect, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, topBar } from './session.ts';

/** Signs the administrator in and opens 系統管理 on the tab named `tab`. */
export async function openAdminTab(page: Page, tab: '課程管理' | '使用者管理'): Promise<void> {
  await signInAsAdmin(page);
  await topBar(page).getByRole('button', { name: '系統管理' }).click();
  await expect(page).toHaveURL('/admin');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
}

/** The table row that shows `text` (a unique course name or email). */
export function tableRow(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** The danger confirmation titled `title`, once it is open and says `warning`. */
export async function deleteConfirmation(page: Page, title: string, warning: RegExp): Promise<Locator> {
  const confirm = page.getByRole('dialog', { name: title });
  await expect(confirm).toContainText(warning);
  return confirm;
}
