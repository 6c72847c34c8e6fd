// The admin's date fields in an en-US browser whose user reads the interface in 中文: days and times are typed and
// shown as the product writes them (2026/11/28, 2026/11/28 09:00), never as the browser's locale would (11/28/2026,
// 09:00 AM).
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { adminToken, createCourse, uniqueName } from '../support/archive.ts';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { signInAsAdmin } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

// The interface chosen in 中文 on this device: the browser's language alone would choose English.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'zh-TW'), storageKeys.locale);
});

/** Today in Taiwan, as the product writes a day. */
const taipeiToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date()).replaceAll('-', '/');

test('操作紀錄’s range of days is typed and read as 2026/11/28, and another format is refused in words', async ({
  page,
  request,
}) => {
  const name = uniqueName('日期篩選');
  await createCourse(request, await adminToken(request), { name, category: 'general' });
  await signInAsAdmin(page);
  await page.goto('/admin?tab=audit');
  const filters = page.getByRole('search', { name: '篩選操作紀錄' });
  const from = filters.getByRole('textbox', { name: '從' });
  const to = filters.getByRole('textbox', { name: '到' });
  await expect(from).toHaveAttribute('placeholder', '2026/11/28');
  await expect(to).toHaveAttribute('placeholder', '2026/11/28');

  // As an en-US browser's own date field would have it written: refused, and the log is not asked for it.
  await from.fill('11/28/2026');
  await expect(filters.getByText('請輸入存在的日期，例如 2026/11/28')).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolationsInBothThemes(page, '操作紀錄 with a day it cannot read');

  const today = taipeiToday();
  await from.fill(today);
  await to.fill(today);
  await expect(from).toHaveValue(today);
  await expect(filters.getByText('請輸入存在的日期，例如 2026/11/28')).toHaveCount(0);
  const log = page.getByRole('list', { name: '操作紀錄' });
  await expect(
    log.getByRole('listitem').filter({ hasText: '新增課程' }).filter({ hasText: name }),
  ).toBeVisible();
});

test('an announcement’s window is typed and shown as 2026/11/28 09:00, Taipei time, in an en-US browser', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=announcements');
  await page.getByRole('button', { name: '新增公告' }).click();
  const editor = page.getByRole('dialog', { name: '新增公告' });
  const title = uniqueName('寒假圖書館開放時間');
  await editor.getByRole('textbox', { name: '標題' }).fill(title);
  await editor.getByRole('textbox', { name: '內容' }).fill('寒假期間圖書館開放到下午 5 點。');
  const starts = editor.getByRole('textbox', { name: '開始時間' });
  const ends = editor.getByRole('textbox', { name: '結束時間' });
  await expect(starts).toHaveAttribute('placeholder', '2026/11/28 09:00');

  await starts.fill('01/20/2031 09:00 AM');
  await editor.getByRole('button', { name: '發布' }).click();
  await expect(editor.getByText('請輸入存在的日期與時間，例如 2026/11/28 09:00')).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page, 'the announcement editor with a time it cannot read');

  await starts.fill('2031/01/20 09:00');
  await ends.fill('2031/2/14 17:30');
  await editor.getByRole('button', { name: '發布' }).click();
  await expect(page.getByText(`已新增公告「${title}」`)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });
  await expect(row).toContainText('2031/01/20 09:00');
  await expect(row).toContainText('2031/02/14 17:30');

  await row.getByRole('button', { name: `編輯 ${title}` }).click();
  const edit = page.getByRole('dialog', { name: '編輯公告' });
  await expect(edit.getByRole('textbox', { name: '開始時間' })).toHaveValue('2031/01/20 09:00');
  await expect(edit.getByRole('textbox', { name: '結束時間' })).toHaveValue('2031/02/14 17:30');
  await edit.getByRole('button', { name: '取消' }).click();
  await expect(edit).toBeHidden();
  await row.getByRole('button', { name: `刪除 ${title}` }).click();
  await page.getByRole('dialog', { name: '刪除公告' }).getByRole('button', { name: '刪除' }).click();
  await expect(row).toHaveCount(0);
});
