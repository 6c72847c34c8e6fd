// 許願池 from wish to exam, on two server replicas sharing one PostgreSQL: a student wishes for an exam the course
// lacks, a second joins the wish, a third uploads it from three phone photos (one taken sideways and turned in the
// wizard), and both wishers' bells ring live on the other replica and lead to the exam, upright and searchable.
import { routes } from '@pastexam/api-contract';
import { localAccount, PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, createCourse, uniqueName } from '../support/archive.ts';
import { openCourse } from '../support/archive-manage.ts';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from '../support/axe.ts';
import { choose, field } from '../support/form.ts';
import { bell, notificationPanel } from '../support/notifications.ts';
import { expectPageDrawn } from '../support/preview.ts';
import { replicasDatabaseServer, startReplicas } from '../support/replicas.ts';
import { expectFound, photographedPage } from '../support/search.ts';
import { signedInBrowser } from '../support/session.ts';
import { type Browser, expect, type Page, test } from '../support/test.ts';

/** A reader of their own on `course`'s page, signed in as `token`'s holder on the replica at `origin`. */
async function readerOn(browser: Browser, origin: string, token: string, course: string): Promise<Page> {
  const page = await signedInBrowser(browser, origin, token);
  await openCourse(page, course);
  return page;
}

const pool = (page: Page) => page.getByRole('region', { name: '許願池' });

test('a wish, a second wisher and three phone photos: both wishers are told live on another replica and land on the exam', async ({
  browser,
  playwright,
}) => {
  const serverUrl = replicasDatabaseServer();
  // Two replicas to start, and the photos' text read by OCR, seconds a page on a busy machine.
  test.setTimeout(300_000);

  // The uploads' text is read, so that the exam is found by its words.
  const replicas = await startReplicas(serverUrl, { JOB_WORKER_CONCURRENCY: '1' });
  try {
    const [first, second] = replicas.urls;
    const request = await playwright.request.newContext({ baseURL: first });
    const admin = await adminToken(request);
    const course = await createCourse(request, admin, {
      name: uniqueName('計算機組織'),
      category: 'sophomore',
    });
    const [wisher, joiner, uploader] = [
      await localAccount(request, '許願者'),
      await localAccount(request, '同求者'),
      await localAccount(request, '上傳者'),
    ];

    // The first wishes on one replica, the second joins on the other, on a phone.
    const wishing = await readerOn(browser, first, wisher.token, course.name);
    await pool(wishing).getByRole('button', { name: '許願', exact: true }).click();
    const wishDialog = wishing.getByRole('dialog', { name: `許願：${course.name}` });
    await field(wishDialog, '學年度（選填）').fill('113');
    await choose(wishing, wishDialog, '考試類型（選填）', '期中考');
    await wishDialog.getByLabel('備註（選填）').fill('下週一就要考了');
    await expectNoSeriousA11yViolationsInBothThemes(wishing, 'the wish dialog');
    await wishDialog.getByRole('button', { name: '許願', exact: true }).click();
    await expect(wishDialog).toBeHidden();
    await expect(pool(wishing)).toContainText('1 人在等 113 期中考');

    const joining = await readerOn(browser, second, joiner.token, course.name);
    await joining.setViewportSize(PHONE);
    await pool(joining).getByRole('button', { name: '同求 113 期中考' }).click();
    await expect(pool(joining)).toContainText('2 人在等 113 期中考');
    await expectNoSeriousA11yViolationsInBothThemes(joining, 'the course’s 許願池 on a phone');
    await expect(bell(wishing)).toHaveAccessibleName('通知');
    await expect(bell(joining)).toHaveAccessibleName('通知');

    // The third has the exam: 我有這份 opens the wizard filled in with the wish.
    const uploading = await readerOn(browser, first, uploader.token, course.name);
    await pool(uploading).getByRole('button', { name: '我有這份 113 期中考' }).click();
    const wizard = uploading.getByRole('dialog', { name: '上傳考古題' });
    await expect(field(wizard, '學年度')).toHaveValue('113');
    await field(wizard, '授課教授').fill('張教授');
    await field(wizard, '考古題名稱').fill('期中考');
    await wizard.getByRole('button', { name: '下一步' }).click();
    const words = ['pipeline', 'coherence', 'prediction'];
    const photos = [
      await photographedPage(browser, ['Midterm, page 1', `Explain ${words[0]}.`]),
      await photographedPage(browser, ['Midterm, page 2', `Explain ${words[1]}.`], { turned: true }),
      await photographedPage(browser, ['Midterm, page 3', `Explain ${words[2]}.`]),
    ];
    await wizard
      .locator('input[type="file"]')
      .setInputFiles(
        photos.map((buffer, index) => ({ name: `page-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
      );
    const chosen = wizard.getByRole('list', { name: '已選擇的照片（依頁序）' });
    await expect(chosen.getByRole('listitem')).toHaveCount(3);
    await chosen.getByRole('button', { name: '旋轉 90°：page-2.jpg' }).click();
    await wizard.getByRole('button', { name: '下一步' }).click();
    await expect(wizard.getByText('這份考古題會實現 1 個願望（2 人在等）')).toBeVisible();
    await expectNoSeriousA11yViolations(uploading, 'the upload wizard noting the wish it fulfils');
    await wizard.getByRole('button', { name: '上傳' }).click();
    await expect(wizard).toBeHidden();
    await expect(pool(uploading).getByText('113 期中考')).toHaveCount(0);

    // Both wishers' bells ring without a reload, the second's on the replica the upload did not go through.
    for (const reader of [wishing, joining])
      await expect(bell(reader)).toHaveAccessibleName('通知，1 則未讀');
    await bell(joining).click();
    const notice = notificationPanel(joining).getByRole('link', {
      name: new RegExp(`你許願的「${course.name}」考古題已上傳`),
    });
    await expectNoSeriousA11yViolationsInBothThemes(
      joining,
      'the wish fulfilled in the bell’s panel on a phone',
    );
    await notice.click();
    const preview = joining.getByRole('dialog', { name: '期中考' });
    await expectPageDrawn(preview);

    // Its pages are upright: OCR reads every page's words, the turned one's too.
    const listed = await api(request).output(
      routes.courses.listCourseArchives,
      { params: { id: String(course.id) } },
      { token: uploader.token },
    );
    const exam = listed.find((archive) => archive.name === '期中考');
    if (exam === undefined) throw new Error('the exam is not listed');
    for (const word of words) await expectFound(request, joiner.token, word, exam.id, 120_000);
    await Promise.all([wishing, joining, uploading].map((page) => page.context().close()));
    await request.dispose();
  } finally {
    await replicas.stop();
  }
});
