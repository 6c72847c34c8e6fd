import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appUrl, issueReportUrl } from '../support/env.ts';
import { signInAsAdmin, topBar } from '../support/session.ts';
import { expect, type Locator, type Page, test } from '../support/test.ts';

/** A known agent, so the recognised browser and system can be checked end to end. */
const macChrome =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.use({ userAgent: macChrome });

/** GitHub refuses longer request URLs with 414 (its documented limit), so the stand-in does too. */
const GITHUB_URL_LIMIT = 8191;

test.beforeEach(async ({ page }) => {
  // Nothing leaves the machine: the tracker answers with a page of our own.
  await page.context().route('https://github.com/**', (route) =>
    route.request().url().length > GITHUB_URL_LIMIT
      ? route.fulfill({ status: 414, contentType: 'text/html; charset=utf-8', body: '<p>URI Too Long</p>' })
      : route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><title>GitHub</title><p>新問題</p>',
        }),
  );
});

function issueDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: '問題回報' });
}

async function fillReport(dialog: Locator): Promise<void> {
  await dialog.getByLabel('問題類型').selectOption({ label: '程式錯誤' });
  await dialog.getByLabel('標題').fill('  預覽 PDF 最後一頁空白  ');
  await dialog.getByLabel('問題描述').fill('開啟預覽後最後一頁空白。\n下載的檔案是完整的。');
  await dialog.getByLabel('聯絡方式（選填）').fill('reporter@example.edu');
}

/** Taipei wall-clock time of an ISO instant, computed apart from the app (Taipei has no daylight saving). */
function taipeiTime(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString();
  return `${shifted.slice(0, 10).replaceAll('-', '/')} ${shifted.slice(11, 19)} (UTC+8)`;
}

/** Submits the dialog and returns the new-issue URL the popup opened at. */
async function submitAndFollowPopup(page: Page, dialog: Locator): Promise<URL> {
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: '前往 GitHub 提交' }).click();
  const popup = await popupOpened;
  await expect(popup.getByText('新問題')).toBeVisible();
  return new URL(popup.url());
}

test('from the desktop top bar, a report opens the tracker with the title and the full report', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await topBar(page).getByRole('button', { name: '問題回報' }).click();
  const dialog = issueDialog(page);
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBe(700);
  await expect(dialog.getByText('請在 GitHub 頁面完成問題提交')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the issue report dialog');

  await fillReport(dialog);
  const url = await submitAndFollowPopup(page, dialog);

  // The page the server's ISSUE_REPORT_URL names, its own query kept, the report added after it.
  const configured = new URL(issueReportUrl);
  expect(`${url.origin}${url.pathname}`).toBe(`${configured.origin}${configured.pathname}`);
  expect([...url.searchParams.keys()]).toEqual([...configured.searchParams.keys(), 'title', 'body']);
  expect(url.searchParams.get('labels')).toBe(configured.searchParams.get('labels'));
  expect(url.searchParams.get('title')).toBe('預覽 PDF 最後一頁空白');
  const body = url.searchParams.get('body') ?? '';
  expect(body).toContain('程式錯誤（`bug`）');
  expect(body).toContain('開啟預覽後最後一頁空白。\n下載的檔案是完整的。');
  expect(body).toContain('## 聯絡方式\n\nreporter@example.edu');
  expect(body).toContain('| 瀏覽器 | Chrome 131 |');
  expect(body).toContain('| 作業系統 | macOS |');
  expect(body).toContain('| 語言 | zh-TW |');
  // The page the report came from, with where on it: here the overview a fresh sign-in opens on.
  expect(body).toContain(`| 頁面網址 | ${appUrl}/archive?overview=true |`);
  expect(body).toContain(`User Agent：\` ${macChrome} \``);
  const timestamp = /時間戳記：` (\S+) `/.exec(body)?.[1] ?? '';
  expect(body).toContain(`| 時間 | ${taipeiTime(timestamp)} |`);
  expect(body.trimEnd()).toMatch(/自動產生_$/);

  await expect(page.getByRole('status').getByText('已跳轉到 GitHub')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the counters follow the typing and submit waits for a type, title and description', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await topBar(page).getByRole('button', { name: '問題回報' }).click();
  const dialog = issueDialog(page);
  const submit = dialog.getByRole('button', { name: '前往 GitHub 提交' });
  await expect(dialog.getByText('0/100')).toBeVisible();
  await expect(dialog.getByText('0/2000')).toBeVisible();
  await expect(submit).toBeDisabled();

  await dialog.getByLabel('標題').fill('   ');
  await dialog.getByLabel('問題描述').fill('很慢');
  await dialog.getByLabel('問題類型').selectOption({ label: '效能問題' });
  await expect(dialog.getByText('3/100')).toBeVisible();
  await expect(dialog.getByText('2/2000')).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('標題').fill('x'.repeat(150));
  await expect(dialog.getByText('100/100')).toBeVisible();
  await expect(submit).toBeEnabled();
});

test('Escape closes the dialog and the next opening starts empty', async ({ page }) => {
  await signInAsAdmin(page);
  await topBar(page).getByRole('button', { name: '問題回報' }).click();
  const dialog = issueDialog(page);
  await fillReport(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await topBar(page).getByRole('button', { name: '問題回報' }).click();
  await expect(dialog.getByLabel('標題')).toHaveValue('');
  await expect(dialog.getByText('0/2000')).toBeVisible();
});

test('on a phone, the report is reached through the menu and fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);
  await topBar(page).getByRole('button', { name: '選單' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: '問題回報' }).click();
  const dialog = issueDialog(page);
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())?.width).toBeCloseTo(375 * 0.9, 0);
  await expectNoSeriousA11yViolations(page, 'the issue report dialog on a phone');

  await fillReport(dialog);
  const url = await submitAndFollowPopup(page, dialog);
  expect(url.searchParams.get('title')).toBe('預覽 PDF 最後一頁空白');
  await expect(dialog).toBeHidden();
});

test('a description too long for the URL still reaches the tracker, cut, with the whole of it on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page);
  await topBar(page).getByRole('button', { name: '問題回報' }).click();
  const dialog = issueDialog(page);
  await fillReport(dialog);
  const description = '預覽最後一頁空白，下載的檔案卻是完整的。'.repeat(100).slice(0, 2000);
  await dialog.getByLabel('問題描述').fill(description);
  await expect(dialog.getByText('2000/2000')).toBeVisible();

  const url = await submitAndFollowPopup(page, dialog);
  const body = url.searchParams.get('body') ?? '';
  expect(body).toContain(description.slice(0, 100));
  expect(body).toContain('描述過長，其餘內容已截斷');
  expect(body).toContain('| 作業系統 | macOS |');
  await expect(page.getByText(/完整描述已複製到剪貼簿/)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(description);
});
