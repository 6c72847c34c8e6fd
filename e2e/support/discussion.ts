// The discussion beside an archive's preview, as a reader finds it: signed in with a token of their own, on the
// archive page of a course, the preview opened from the archive's row.
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { localAccount } from './admin.ts';
import { adminToken, courseWithArchive } from './archive.ts';
import { appUrl } from './env.ts';

export type Reader = { token: string; courseId: number; archive: string; origin?: string };

/**
 * Opens `/archive?course={courseId}` at `origin` (the test's server unless given) signed in with `token`, and
 * the preview of the archive named `archive` (its row's name).
 */
export async function openPreview(
  page: Page,
  { token, courseId, archive, origin = '' }: Reader,
): Promise<void> {
  await page.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
    key: storageKeys.authToken,
    value: token,
  });
  await page.goto(`${origin}/archive?course=${courseId}`);
  await page.getByRole('article', { name: archive }).getByRole('button', { name: '預覽' }).click();
}

/**
 * Opens the preview as `openPreview` does, on a wide screen, and the 討論 tab beside the PDF (the answers come
 * first): answers the discussion.
 */
export async function openDiscussion(page: Page, reader: Reader): Promise<Locator> {
  await openPreview(page, reader);
  const beside = page.getByRole('complementary', { name: '解答與討論' });
  await beside.getByRole('tab', { name: '討論' }).click();
  const discussion = beside.getByRole('tabpanel', { name: '討論' });
  await expect(discussion.getByRole('textbox', { name: '留言' })).toBeVisible();
  return discussion;
}

/** Writes `text` and sends it with Ctrl+Enter, as a reader who keeps their hands on the keyboard does. */
export async function postMessage(discussion: Locator, text: string): Promise<void> {
  const field = discussion.getByRole('textbox', { name: '留言' });
  await field.fill(text);
  await field.press('Control+Enter');
  await expect(field).toHaveValue('');
}

/** The message whose text is `text`, among the discussion's messages. */
export function messageWith(discussion: Locator, text: string): Locator {
  return discussion.getByRole('listitem').filter({ hasText: text });
}

/** Deletes `message` through its 刪除留言 and the confirmation. */
export async function deleteMessage(page: Page, message: Locator): Promise<void> {
  await message.getByRole('button', { name: '刪除留言' }).click();
  await page.getByRole('dialog', { name: '刪除留言' }).getByRole('button', { name: '刪除' }).click();
}

/** The row name of the archive `discussedArchive` uploads. */
export const ARCHIVE = '113 學年度 期中考（周教授）';

export type DiscussionSetup = {
  courseId: number;
  adminToken: string;
  studentToken: string;
  studentName: string;
};

/** A course with one archive, and the tokens of the administrator and of a student, through `request`'s server. */
export async function discussedArchive(request: APIRequestContext): Promise<DiscussionSetup> {
  const token = await adminToken(request);
  const { course } = await courseWithArchive(request, token, {
    professor: '周教授',
    academicYear: 113,
    name: '期中考',
  });
  const student = await localAccount(request, '討論的同學');
  return { courseId: course.id, adminToken: token, studentToken: student.token, studentName: student.name };
}

/** A page in a browser context of its own: another person, with their own session. */
export async function anotherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: appUrl, locale: 'zh-TW' });
  return context.newPage();
}
