import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { adminCard, openAdminTab, seedAdminLists } from '../support/admin.ts';
import { adminToken, courseWithArchive, downloadArchive, minimalPdf } from '../support/archive.ts';
import { fillUploadDetails } from '../support/archive-manage.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectPageDrawn } from '../support/preview.ts';
import { openLoginDialog, signInAsAdmin, signInAsAdminOnCourse, topBar } from '../support/session.ts';
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
      // As the AI exam modal has it: one archive is enough, two or three are recommended.
      await expect(page.getByText(/挑選同一位教授的 1 到 3 份考古題（建議 2 到 3 份）/)).toBeVisible();
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

    test('the PDF viewer (its toolbar, full screen) and the upload wizard’s refused file and preview', async ({
      page,
      request,
    }) => {
      const token = await adminToken(request);
      const { course } = await courseWithArchive(request, token, {
        name: '期末考',
        pdf: minimalPdf(['Final exam, page 1', 'Final exam, page 2']),
      });
      await signInAsAdminOnCourse(page, course.id);
      await page.getByRole('button', { name: '預覽' }).click();
      const preview = page.getByRole('dialog', { name: '期末考' });
      await expectPageDrawn(preview);
      await preview.getByRole('region', { name: 'PDF 頁面' }).focus();
      await page.keyboard.press('+');
      await expectNoSeriousA11yViolations(page, 'the PDF viewer zoomed in');
      await preview.getByRole('button', { name: '全螢幕' }).click();
      await expect(preview.getByRole('button', { name: '結束全螢幕' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the PDF viewer full screen');
      await preview.getByRole('button', { name: '結束全螢幕' }).click();
      await preview.getByRole('button', { name: '關閉預覽' }).click();

      const wizard = await fillUploadDetails(page, {
        professor: '吳教授',
        year: '112',
        type: '期中考',
        name: '期中考',
      });
      const fileInput = wizard.locator('input[type="file"]');
      await fileInput.setInputFiles({
        name: 'notes.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('筆記'),
      });
      await expect(wizard.getByRole('alert')).toHaveText('檔案不是有效的 PDF');
      await expectNoSeriousA11yViolations(page, 'upload step 3 with a refused file');
      await fileInput.setInputFiles({ name: 'exam.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
      await wizard.getByRole('button', { name: '下一步' }).click();
      await expectPageDrawn(wizard.getByRole('region', { name: 'exam.pdf 的預覽' }));
      await expectNoSeriousA11yViolations(page, 'upload step 4 with its preview');
    });

    test('the archive overview with every list filled, and a course that cannot be found', async ({
      page,
      request,
    }) => {
      const token = await adminToken(request);
      const { course, archive } = await courseWithArchive(request, token);
      // A download counts for this term and notes the course as one the admin opened.
      await downloadArchive(request, token, course, archive);

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
