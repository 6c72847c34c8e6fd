import { openLoginDialog, signInWithSso, storedToken, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('a student signs in through the university provider and lands on the archive', async ({ page }) => {
  await signInWithSso(page);
  await expect(topBar(page).getByText('王小明', { exact: true })).toBeVisible();
  // The token travelled in the URL fragment and must not stay in the address bar.
  expect(new URL(page.url()).hash).toBe('');
  expect(await storedToken(page)).not.toBeNull();
});

test('refusing at the provider brings a readable message to the callback page', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: '使用校務帳號登入' }).click();
  await page.getByRole('button', { name: '拒絕' }).click();
  await expect(page).toHaveURL(/\/login\/callback/);
  await expect(page.getByRole('heading', { name: '單一登入失敗' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});
