import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { adminCard, openAdminTab, seedAdminLists } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { openLoginDialog, signInAsAdmin, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: storageKeys.themePreference,
        value: scheme,
      });
    });

    test('the home page', async ({ page }) => {
      await page.goto('/');
      await expect(topBar(page).getByRole('button', { name: '登入' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/');
    });

    test('the open login dialog', async ({ page }) => {
      await page.goto('/');
      const dialog = await openLoginDialog(page);
      await expect(dialog.getByLabel('帳號')).toHaveAccessibleDescription('名稱或電子郵件');
      await expectNoSeriousA11yViolations(page, 'the login dialog');
    });

    test('the login callback error', async ({ page }) => {
      await page.goto(`/login/callback#error=${encodeURIComponent('校務單一登入已取消')}`);
      await expect(page.getByRole('heading', { name: '單一登入失敗' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/login/callback (error)');
    });

    test('the 404 page', async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: '找不到這個頁面' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '404');
    });

    test('the archive, the admin page and the phone menu', async ({ page }) => {
      await signInAsAdmin(page);
      await expect(page.getByRole('heading', { name: '考古題', level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, '/archive');
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: '系統管理', level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '/admin');
      await page.setViewportSize({ width: 375, height: 740 });
      await topBar(page).getByRole('button', { name: '選單' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the phone menu');
    });

    test('the admin page at 375 px: the courses awaiting review, courses, accounts and trash as cards', async ({
      page,
      request,
    }) => {
      const { pending, trashed } = await seedAdminLists(request);
      await openAdminTab(page, '課程管理', { phone: true });
      await expect(adminCard(page, '待審核課程列表', pending)).toBeVisible();
      await expect(page.getByRole('list', { name: '課程列表', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '課程管理 at 375 px');
      await page.getByRole('tab', { name: '使用者管理' }).click();
      await expect(page.getByRole('list', { name: '使用者列表', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, '使用者管理 at 375 px');
      await page.getByRole('tab', { name: '垃圾桶' }).click();
      await page.getByLabel('搜尋垃圾桶').fill(trashed);
      await expect(adminCard(page, '垃圾桶列表', trashed)).toBeVisible();
      await expectNoSeriousA11yViolations(page, '垃圾桶 at 375 px');
    });
  });
}
