// The discussion beside each archive (product §4.10), between two browsers at once: each sees the other's
// messages as they are posted, and a message deleted by its author or by an administrator goes for everyone.
// Then the same with each browser on a different server replica, the two sharing one PostgreSQL.
import { PHONE } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  ARCHIVE,
  anotherBrowser,
  type DiscussionSetup,
  deleteMessage,
  discussedArchive,
  messageWith,
  openDiscussion,
  openPreview,
  postMessage,
} from '../support/discussion.ts';
import { replicasDatabaseServer, startReplicas } from '../support/replicas.ts';
import { expect, type Page, test } from '../support/test.ts';

const DELETED = '此留言已刪除';

/**
 * The whole exchange between an administrator (`admin`) and a student (`student`) on one archive, wherever each
 * page is served from: each sees the other's messages arrive, the student deletes their own, the administrator
 * deletes the student's other one, and every deletion reaches both.
 */
async function converse(
  pages: { admin: Page; student: Page },
  setup: DiscussionSetup,
  origins: { admin?: string; student?: string } = {},
) {
  const onAdmin = await openDiscussion(pages.admin, {
    token: setup.adminToken,
    courseId: setup.courseId,
    archive: ARCHIVE,
    origin: origins.admin,
  });
  const onStudent = await openDiscussion(pages.student, {
    token: setup.studentToken,
    courseId: setup.courseId,
    archive: ARCHIVE,
    origin: origins.student,
  });

  await postMessage(onStudent, '第三題 (b) 的答案是不是錯了？');
  await expect(messageWith(onAdmin, '第三題 (b) 的答案是不是錯了？')).toContainText(setup.studentName);
  await postMessage(onAdmin, '是的，勘誤在 https://cs.example.edu/errata');
  const link = messageWith(onStudent, '勘誤在').getByRole('link', { name: 'https://cs.example.edu/errata' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await postMessage(onStudent, '打錯字了');

  // The author deletes their own message: gone for both.
  await expect(messageWith(onAdmin, '打錯字了')).toBeVisible();
  await deleteMessage(pages.student, messageWith(onStudent, '打錯字了'));
  for (const discussion of [onStudent, onAdmin]) {
    await expect(messageWith(discussion, '打錯字了')).toHaveCount(0);
    await expect(discussion.getByRole('listitem', { name: DELETED })).toHaveCount(1);
  }

  // An administrator deletes the student's question: gone for both as well.
  await deleteMessage(pages.admin, messageWith(onAdmin, '第三題 (b)'));
  for (const discussion of [onStudent, onAdmin]) {
    await expect(messageWith(discussion, '第三題 (b)')).toHaveCount(0);
    await expect(discussion.getByRole('listitem', { name: DELETED })).toHaveCount(2);
  }
  return { onAdmin, onStudent };
}

test('two browsers on one archive see each other’s messages live, and deletions by the author and by an administrator', async ({
  page,
  browser,
  request,
}) => {
  const setup = await discussedArchive(request);
  const student = await anotherBrowser(browser);
  const { onStudent } = await converse({ admin: page, student }, setup);

  // The student may delete only their own messages: the administrator's has no delete button for them.
  await expect(messageWith(onStudent, '勘誤在').getByRole('button', { name: '刪除留言' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(student, 'the discussion beside the preview');

  // The archive's row counts the one message left.
  await student.getByRole('button', { name: '關閉預覽' }).click();
  await expect(student.getByRole('article', { name: ARCHIVE })).toContainText('1 則留言');
  await student.context().close();
});

test('on a phone the discussion opens in its own sheet over the preview', async ({ page, request }) => {
  const setup = await discussedArchive(request);
  await page.setViewportSize(PHONE);
  await openPreview(page, { token: setup.studentToken, courseId: setup.courseId, archive: ARCHIVE });
  const preview = page.getByRole('dialog', { name: '期中考' });
  await preview.getByRole('button', { name: '討論' }).click();
  const sheet = page.getByRole('dialog', { name: '討論' });
  await expect(sheet.getByText('還沒有留言')).toBeVisible();
  await postMessage(sheet, '手機上也能留言');
  await expect(messageWith(sheet, '手機上也能留言')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the discussion sheet on a phone');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(preview).toBeVisible();
});

test('with two server replicas on one PostgreSQL, each browser on a different replica', async ({
  browser,
  playwright,
}) => {
  const serverUrl = replicasDatabaseServer();
  test.setTimeout(240_000);

  const replicas = await startReplicas(serverUrl);
  try {
    const [first, second] = replicas.urls;
    const request = await playwright.request.newContext({ baseURL: first });
    const setup = await discussedArchive(request);
    const [admin, student] = [await anotherBrowser(browser), await anotherBrowser(browser)];
    await converse({ admin, student }, setup, { admin: first, student: second });
    await Promise.all([admin.context().close(), student.context().close(), request.dispose()]);
  } finally {
    await replicas.stop();
  }
});
