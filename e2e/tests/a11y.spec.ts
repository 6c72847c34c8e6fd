import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { api } from '../support/api.ts';
import { adminToken, createCourse, uniqueName, uploadArchive } from '../support/archive.ts';
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
      await openLoginDialog(page);
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

    test('the archive overview with every list filled, and a course that cannot be found', async ({
      page,
      request,
    }) => {
      const token = await adminToken(request);
      const course = await createCourse(request, token, { name: uniqueName('作業系統'), category: 'junior' });
      const archive = await uploadArchive(request, token, {
        courseId: course.id,
        professor: '王教授',
        academicYear: 113,
        type: 'final',
        name: '期末考',
      });
      // A download counts for this term and notes the course as one the admin opened.
      const params = { cid: String(course.id), aid: String(archive.id) };
      const download = await api(request).raw(routes.archives.archiveDownload, { params }, { token });
      expect(download.status).toBe(200);
      await download.arrayBuffer();

      await signInAsAdmin(page);
      for (const name of ['最近瀏覽的課程', '最新上傳', '本學期熱門下載']) {
        await expect(page.getByRole('region', { name }).getByRole('link').first()).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page, 'the archive overview');
      await page.goto('/archive?course=abc');
      await expect(page.getByRole('heading', { name: '找不到這門課程', level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'a course that cannot be found');
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
  });
}
