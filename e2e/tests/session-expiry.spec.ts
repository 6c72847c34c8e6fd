import { revokeToken, signInAsAdmin, storedToken, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('a token revoked elsewhere sends the user home at the next call', async ({ page, request }) => {
  await signInAsAdmin(page);
  const token = await storedToken(page);
  if (token === null) throw new Error('signed in without a stored token');

  await revokeToken(request, token);
  // Reloading re-runs the page's calls with the stored, now revoked, token.
  await page.reload();

  await expect(page).toHaveURL('/');
  await expect(topBar(page).getByRole('button', { name: '登入' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});
