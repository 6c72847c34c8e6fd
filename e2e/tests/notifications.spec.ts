// The notification centre as its readers meet it: a followed course's new exam and a resolved report ring the
// bell live, the bell's panel leads to the place, an upload of a file already here is warned about, and a digest
// mail's 取消訂閱 link works for someone not signed in.
import { routes } from '@pastexam/api-contract';
import { localAccount, openAdminTab, PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, createCourse, minimalPdf, uniqueName, uploadArchive } from '../support/archive.ts';
import { fillUploadDetails, openCourse } from '../support/archive-manage.ts';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { anotherBrowser } from '../support/discussion.ts';
import { bell, mailTo, notificationPanel } from '../support/notifications.ts';
import { expectPageDrawn } from '../support/preview.ts';
import { signInWithToken } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('a follower’s bell rings when their course gets an exam, and the notification opens it', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await createCourse(request, admin, { name: uniqueName('作業系統'), category: 'junior' });
  const follower = await localAccount(request, '追蹤者');
  await signInWithToken(page, follower.token);
  await openCourse(page, course.name);
  const follow = page.getByRole('button', { name: `追蹤 ${course.name}` });
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(bell(page)).toHaveAccessibleName('通知');

  const exam = await uploadArchive(request, admin, {
    courseId: course.id,
    professor: '陳教授',
    academicYear: 113,
    type: 'midterm',
    name: '期中考',
  });
  // Live: the page is not reloaded.
  await expect(bell(page)).toHaveAccessibleName('通知，1 則未讀');
  await bell(page).click();
  const notice = notificationPanel(page).getByRole('link', {
    name: new RegExp(`你追蹤的「${course.name}」有新的考古題`),
  });
  await expect(notice).toContainText('113 學年度 期中考（陳教授）');
  await expectNoSeriousA11yViolationsInBothThemes(page, 'the bell’s panel');
  await notice.click();
  await expectPageDrawn(page.getByRole('dialog', { name: exam.name }));
  await expect(bell(page)).toHaveAccessibleName('通知');
});

test('an administrator resolves a report of a bad exam, and the reporter is told on their phone', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await createCourse(request, admin, { name: uniqueName('線性代數'), category: 'freshman' });
  const exam = await uploadArchive(request, admin, { courseId: course.id, name: '模糊的期末考' });
  const reporter = await localAccount(request, '回報者');
  await page.setViewportSize(PHONE);
  await signInWithToken(page, reporter.token);
  await page.goto(`/archive?course=${course.id}`);
  await page.getByRole('button', { name: /^回報問題 / }).click();
  const dialog = page.getByRole('dialog', { name: '回報問題' });
  await dialog.getByRole('radio', { name: '無法閱讀' }).check();
  await dialog.getByLabel('補充說明（選填）').fill('掃描太模糊，看不清楚題目');
  await expectNoSeriousA11yViolations(page, 'the report dialog on a phone');
  await dialog.getByRole('button', { name: '送出' }).click();
  await expect(dialog).toBeHidden();

  const adminPage = await anotherBrowser(browser);
  await openAdminTab(adminPage, '檢舉');
  await adminPage
    .getByRole('radiogroup', { name: '檢舉的對象' })
    .getByText('考古題', { exact: true })
    .click();
  const report = adminPage
    .getByRole('listitem')
    .filter({ hasText: exam.name })
    .filter({ hasText: '無法閱讀' });
  await report.getByLabel('處理說明（選填，回報者會看到）').fill('已請上傳者重新掃描');
  await report.getByRole('button', { name: '移到垃圾桶' }).click();
  const confirm = adminPage.getByRole('dialog', { name: '移到垃圾桶' });
  await expect(confirm).toContainText('回報者會收到處理結果');
  await confirm.getByRole('button', { name: '移到垃圾桶' }).click();
  await expect(report).toHaveCount(0);
  await adminPage.context().close();

  await expect(bell(page)).toHaveAccessibleName('通知，1 則未讀');
  await bell(page).click();
  const notice = notificationPanel(page).getByRole('link', {
    name: new RegExp(`你回報的「${exam.name}」已處理`),
  });
  await expectNoSeriousA11yViolationsInBothThemes(page, 'the bell’s panel on a phone');
  await notice.click();
  const myReports = page.getByRole('dialog', { name: '我的檢舉' });
  await expect(myReports.getByText(/已請上傳者重新掃描/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '我的檢舉 on a phone');
});

test('uploading a file that is already in the course warns, with a link to the one there', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await createCourse(request, admin, { name: uniqueName('離散數學'), category: 'freshman' });
  const pdf = minimalPdf(['Discrete mathematics, final exam']);
  const first = await uploadArchive(request, admin, { courseId: course.id, name: '期末考', pdf });
  const uploader = await localAccount(request, '上傳者');
  await signInWithToken(page, uploader.token);
  await openCourse(page, course.name);
  const wizard = await fillUploadDetails(page, {
    professor: '王教授',
    year: '113',
    type: '期末考',
    name: '期末考',
  });
  await wizard.locator('input[type="file"]').setInputFiles({
    name: 'final.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await wizard.getByRole('button', { name: '下一步' }).click();
  const warning = wizard.getByRole('status').filter({ hasText: '這份考古題可能已經存在' });
  await expect(warning.getByRole('link', { name: new RegExp(first.name) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the upload wizard’s duplicate warning');
  // A different exam after all: the uploader may still go on.
  await wizard.getByRole('button', { name: '上傳' }).click();
  await expect(page.getByText('「期末考」已加入考古題')).toBeVisible();
  await expect(wizard).toBeHidden();
  await expect(page.getByText(/共 2 份考古題/)).toBeVisible();
});

test('with a mail server, the digest arrives and its 取消訂閱 link works without signing in', async ({
  page,
  browser,
  request,
}) => {
  const admin = await adminToken(request);
  const course = await createCourse(request, admin, { name: uniqueName('計算機網路'), category: 'junior' });
  const reader = await localAccount(request, '收信者');
  await signInWithToken(page, reader.token);
  await openCourse(page, course.name);
  await page.getByRole('button', { name: `追蹤 ${course.name}` }).click();
  await bell(page).click();
  await notificationPanel(page).getByRole('button', { name: '通知設定' }).click();
  const settings = page.getByRole('dialog', { name: '通知設定' });
  await settings.getByRole('radiogroup', { name: '追蹤的課程有新考古題' }).getByLabel('電子郵件').check();
  await settings.getByRole('radiogroup', { name: '電子郵件寄送頻率' }).getByLabel('每日摘要').check();
  await expectNoSeriousA11yViolationsInBothThemes(page, '通知設定 choosing a daily digest');
  await settings.getByRole('button', { name: '儲存' }).click();
  await expect(settings).toBeHidden();

  await uploadArchive(request, admin, { courseId: course.id, name: '期中考', type: 'midterm' });
  // The suite's server sends a digest with its next mail run (MAIL_DIGEST_MINUTES=0), not a day later.
  const digest = await mailTo(reader.email, /^考古題系統每日摘要：\d+ 則新通知$/);
  expect(digest.text).toContain(`你追蹤的「${course.name}」有新的考古題`);
  expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /一鍵取消，免登入）：(\S+)/.exec(digest.text)?.[1];
  if (link === undefined) throw new Error(`no 取消訂閱 link in:\n${digest.text}`);

  // Opened from the mail in a browser that has never signed in, on a phone.
  const guest = await (await browser.newContext({ locale: 'zh-TW', viewport: PHONE })).newPage();
  await guest.goto(link);
  await expect(guest.getByRole('status')).toContainText('已停止以電子郵件寄送「追蹤的課程有新考古題」通知');
  await expectNoSeriousA11yViolationsInBothThemes(guest, 'the 取消訂閱 page on a phone');
  await guest.context().close();
  const now = await api(request).output(
    routes.notifications.getNotificationSettings,
    {},
    { token: reader.token },
  );
  expect(now.followed_course_archive).toBe('app');
  expect(now.mail_frequency).toBe('daily');
});
