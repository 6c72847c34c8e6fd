// What a signed-in user does to their own account from their own menu.
import { routes } from '@pastexam/api-contract';
import { api } from '../support/api.ts';
import { adminToken, uniqueName } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { field } from '../support/form.ts';
import { ARCHIVE_URL, openLoginDialog, storedToken, submitLogin, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('a local account changes its own password from its own menu and stays signed in here only', async ({
  page,
  request,
}) => {
  const name = uniqueName('陳同學');
  const account = { name, email: `${Date.now()}-${name.slice(-5)}@example.edu`, password: 'first-password' };
  const created = await api(request).call(
    routes.users.createUser,
    { body: account },
    { token: await adminToken(request) },
  );
  expect(created.status).toBe(201);
  const signIn = (password: string) =>
    api(request).call(routes.auth.login, { body: { username: name, password } });
  const other = await signIn(account.password);
  if (!other.ok) throw new Error(other.body.detail);
  await page.goto('/');
  await submitLogin(await openLoginDialog(page), name, account.password);
  await expect(page).toHaveURL(ARCHIVE_URL);

  await topBar(page).getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: '變更密碼' }).click();
  const dialog = page.getByRole('dialog', { name: '變更密碼' });
  await expectNoSeriousA11yViolations(page, '變更密碼 dialog');
  const fill = async (current: string) => {
    await field(dialog, '目前的密碼').fill(current);
    await field(dialog, '新密碼').fill('second-password');
    await field(dialog, '確認新密碼').fill('second-password');
    await dialog.getByRole('button', { name: '變更密碼' }).click();
  };
  await fill('not-my-password');
  await expect(dialog.getByText('目前的密碼不正確')).toBeVisible();
  await expect(field(dialog, '目前的密碼')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, '變更密碼 dialog with a wrong current password');

  await fill(account.password);
  await expect(page.getByText('其他裝置已登出，這個裝置維持登入')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Here the fresh token goes on, across a reload; the other session has ended.
  await page.reload();
  await expect(page).toHaveURL(ARCHIVE_URL);
  await expect(topBar(page).getByRole('button', { name })).toBeVisible();
  const token = (await storedToken(page)) ?? undefined;
  expect((await api(request).call(routes.users.me, {}, { token })).status).toBe(200);
  expect((await api(request).call(routes.users.me, {}, { token: other.body.access_token })).status).toBe(401);
  expect((await signIn('second-password')).status).toBe(200);
});
