import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { openLoginDialog, themeToggle } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('dark by default, and a switch to light survives a reload', async ({ page }) => {
  const root = page.locator('html');
  await page.goto('/');
  await expect(root).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await themeToggle(page).click();
  await expect(root).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.themePreference)).toBe('light');

  await page.reload();
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(root).not.toHaveClass(/(^|\s)dark(\s|$)/);

  await themeToggle(page).click();
  await page.reload();
  await expect(root).toHaveClass(/(^|\s)dark(\s|$)/);
});

test('a stored value that is not a theme falls back to dark', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, 'sepia'), storageKeys.themePreference);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
});

test('a reader who asks the system for less motion gets the login dialog without its transition', async ({
  page,
}) => {
  const transitionOfDialog = async () => {
    await page.goto('/');
    const dialog = await openLoginDialog(page);
    return dialog.evaluate((element) => getComputedStyle(element).transitionDuration);
  };
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await transitionOfDialog()).toBe('0.2s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transitionOfDialog()).toBe('0.001s');
});
