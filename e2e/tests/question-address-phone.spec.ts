// A question's address on a phone (/archive?…&question=ID): the preview scrolls to the question once the
// archive's questions have arrived; a sheet the reader opened before then is theirs, and stays open.
import { routes } from '@pastexam/api-contract';
import { PHONE } from '../support/admin.ts';
import { api } from '../support/api.ts';
import { adminToken, courseWithArchive, minimalPdf } from '../support/archive.ts';
import { signInWithToken } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('on a phone, 解答 tapped while the questions are on their way stays open when they arrive', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const token = await adminToken(request);
  const pdf = minimalPdf(['1. Define a stack.', '2. Sort the array using heap sort.']);
  const { course, archive } = await courseWithArchive(request, token, { pdf });
  const listed = () =>
    api(request).output(routes.questions.listQuestions, { params: { aid: String(archive.id) } }, { token });
  await expect.poll(async () => (await listed()).questions.length, { timeout: 60_000 }).toBe(2);
  const second = (await listed()).questions[1];
  if (!second) throw new Error('no second question');

  // The archive's questions are held until the reader has tapped 解答, as on a slow network.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/archives/${archive.id}/questions`, async (route) => {
    await held;
    await route.continue();
  });
  await signInWithToken(page, token);
  await page.goto(`/archive?course=${course.id}&archive=${archive.id}&question=${second.id}`);
  await page.getByRole('dialog').getByRole('button', { name: '解答' }).click();
  const sheet = page.getByRole('dialog', { name: '解答' });
  await expect(sheet).toBeVisible();

  const arrived = page.waitForResponse((response) =>
    response.url().endsWith(`/archives/${archive.id}/questions`),
  );
  release();
  await arrived;
  // The file is at the second question (its mark drawn) and the sheet is still open over it.
  await expect(page.getByRole('button', { name: /^第 2 題 起點/ })).toBeAttached();
  await expect(sheet).toBeVisible();
});
