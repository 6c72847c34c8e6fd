import { routes } from '@pastexam/api-contract';
import { api } from '../support/api.ts';
import { adminToken, uniqueName } from '../support/archive.ts';
import { ADMIN_URL, signInAsAdmin, signInWithToken, themeToggle, topBar } from '../support/session.ts';
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

/**
 * The wide bar at `width`: its controls side by side within the window, none over another, the title at least
 * partly shown and the search field at least 8rem wide; `labelled` says whether the features are named beside
 * their icons.
 */
async function expectBarFits(page: Page, width: number, names: BarNames, labelled: boolean): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const bar = topBar(page);
  await expect(bar.getByRole('button', { name: names.admin, exact: true })).toHaveText(
    labelled ? names.admin : '',
  );
  // The archive page's search box comes with that page's code, after the bar: measured once it stands.
  await expect(bar.getByRole('searchbox', { name: names.search })).toBeVisible();
  const boxes = await bar.evaluate((banner) =>
    [...banner.querySelectorAll('button, input')]
      .map((control) => ({
        name: control.getAttribute('aria-label') ?? control.textContent,
        box: control.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ name, box }) => ({ name, left: box.left, right: box.right, width: box.width })),
  );
  for (const [index, control] of boxes.entries()) {
    const next = boxes[index + 1];
    if (next)
      expect(control.right, `${control.name} ends before ${next.name} at ${width}px`).toBeLessThanOrEqual(
        next.left + 0.5,
      );
  }
  expect(boxes.at(-1)?.right ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(width);
  const widthOf = (name: string) => boxes.find((control) => control.name === name)?.width ?? 0;
  expect(widthOf(names.title), `the title at ${width}px`).toBeGreaterThanOrEqual(40);
  expect(widthOf(names.search), `the search field at ${width}px`).toBeGreaterThanOrEqual(120);
}

type BarNames = { title: string; admin: string; search: string };
const chinese: BarNames = { title: '考古題系統', admin: '系統管理', search: '搜尋考古題內容' };
const english: BarNames = {
  title: 'Past Exam Archive',
  admin: 'Administration',
  search: 'Search exam contents',
};

test('from 960px up the bar holds an admin’s every control side by side in zh-TW and in English, named where there is room', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  for (const width of [960, 1350]) await expectBarFits(page, width, chinese, false);
  // An icon's name shows below it while the pointer rests on it.
  const adminIcon = topBar(page).getByRole('button', { name: '系統管理', exact: true });
  const shownName = () =>
    adminIcon.evaluate((icon) => {
      const after = getComputedStyle(icon, '::after');
      return after.opacity === '1' ? after.content : null;
    });
  expect(await shownName()).toBeNull();
  await adminIcon.hover();
  await expect.poll(shownName).toBe('"系統管理"');
  for (const width of [1408, 1920]) await expectBarFits(page, width, chinese, true);

  // English names are longer: at 1,350px they once covered the title and the controls at the start.
  const request = page.request;
  const name = uniqueName('English admin with a long name');
  const body = { name, email: `${Date.now()}-bar@example.edu`, password: 'first-password', is_admin: true };
  await api(request).call(routes.users.createUser, { body }, { token: await adminToken(request) });
  const { access_token } = await api(request).output(routes.auth.login, {
    body: { username: name, password: 'first-password' },
  });
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const reader = await context.newPage();
  await signInWithToken(reader, access_token, new URL(page.url()).origin);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'en');
  for (const width of [960, 1350, 1440]) await expectBarFits(reader, width, english, false);
  for (const width of [1728, 1920]) await expectBarFits(reader, width, english, true);
  await context.close();
});
