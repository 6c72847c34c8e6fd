import { ADMIN_URL, signInAsAdmin, themeToggle, topBar } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

const inlineOnWideScreens = ['系統管理', '主題', '問題回報', 'AI 模擬試題'];

/** The bar below 960px; below 576px 登出 waits in 選單 too. */
async function expectPhoneBar(page: Page, { logoutInBar }: { logoutInBar: boolean }): Promise<void> {
  const bar = topBar(page);
  if (logoutInBar) await expect(bar.getByRole('button', { name: '登出' })).toBeVisible();
  else await expect(bar.getByRole('button', { name: '登出' })).toBeHidden();
  await expect(bar.getByRole('button', { name: /^公告/ })).toBeVisible();
  await expect(themeToggle(page)).toBeVisible();
  await expect(bar.getByRole('button', { name: '選單' })).toBeVisible();
  for (const name of inlineOnWideScreens) await expect(bar.getByRole('button', { name })).toBeHidden();
  await expect(bar.getByText('admin', { exact: true })).toBeHidden();
}

async function expectDesktopBar(page: Page): Promise<void> {
  const bar = topBar(page);
  for (const name of [...inlineOnWideScreens, '登出'])
    await expect(bar.getByRole('button', { name })).toBeVisible();
  await expect(bar.getByText('admin', { exact: true })).toBeVisible();
  await expect(themeToggle(page)).toBeVisible();
  await expect(bar.getByRole('button', { name: '選單' })).toBeHidden();
}

test('on a 375px phone only 公告 (its icon) and the theme stay inline; the rest, 登出 too, is in the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);
  await expectPhoneBar(page, { logoutInBar: false });

  const openMenu = async () => {
    await topBar(page).getByRole('button', { name: '選單' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  };
  let menu = await openMenu();
  await expect(menu.getByText('admin', { exact: true })).toBeVisible();
  for (const name of [...inlineOnWideScreens, '登出'])
    await expect(menu.getByRole('menuitem', { name, exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: '系統管理' }).click();
  await expect(page).toHaveURL(ADMIN_URL);

  menu = await openMenu();
  await menu.getByRole('menuitem', { name: '登出', exact: true }).click();
  await expect(topBar(page).getByRole('button', { name: '登入' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('a guest on a phone sees 登入 and the theme switch, and no menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(topBar(page).getByRole('button', { name: '登入' })).toBeVisible();
  await expect(themeToggle(page)).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: '選單' })).toHaveCount(0);
});

test('at 1280px everything is inline', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await expectDesktopBar(page);
});

test('the menu breakpoint is 960px: 959 has the menu, 960 is inline', async ({ page }) => {
  await page.setViewportSize({ width: 959, height: 800 });
  await signInAsAdmin(page);
  await expectPhoneBar(page, { logoutInBar: true });
  await page.setViewportSize({ width: 960, height: 800 });
  await expectDesktopBar(page);
});

test('the course-list toggle shows on /archive only', async ({ page }) => {
  await signInAsAdmin(page);
  const toggle = topBar(page).getByRole('button', { name: '開啟/關閉課程列表' });
  await expect(toggle).toBeVisible();
  await page.goto('/admin');
  await expect(topBar(page).getByRole('button', { name: '系統管理' })).toBeVisible();
  await expect(toggle).toHaveCount(0);
});
