// Steps of the archive page's management specs: choosing a course, the wizard's fields, and direct API calls.

import { routes } from '@pastexam/api-contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { api } from './api.ts';
import { adminToken, courseWithArchive } from './archive.ts';
import { choose, field } from './form.ts';
import { signInWithSso } from './session.ts';

/** Chooses a course in the sidebar by searching for its (unique) name. */
export async function openCourse(page: Page, name: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: '課程列表' });
  await sidebar.getByLabel('搜尋課程').fill(name);
  await sidebar.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

/** A new course with one archive an admin uploaded, opened by a student signed in with single sign-on. */
export async function studentOpensNewCourse(
  { page, request }: { page: Page; request: APIRequestContext },
  archive: Parameters<typeof courseWithArchive>[2],
) {
  const created = await courseWithArchive(request, await adminToken(request), archive);
  await signInWithSso(page);
  await openCourse(page, created.course.name);
  return created;
}

/** The row of an archive in the list, named as the list names it. */
export function archiveRow(page: Page, year: number, name: string, professor: string): Locator {
  return page.getByRole('article', { name: `${year} 學年度 ${name}（${professor}）` });
}

/**
 * Opens 上傳考古題 on the course page and fills the wizard's details step with `exam`: answers the wizard, on
 * its file step.
 */
export async function fillUploadDetails(
  page: Page,
  exam: { professor: string; year: string; type: string; name: string },
): Promise<Locator> {
  await page.getByRole('button', { name: '上傳考古題' }).click();
  const wizard = page.getByRole('dialog', { name: '上傳考古題' });
  await wizard.getByRole('button', { name: '下一步' }).click();
  await field(wizard, '授課教授').fill(exam.professor);
  await field(wizard, '學年度').fill(exam.year);
  await choose(page, wizard, '考試類型', exam.type);
  await field(wizard, '考古題名稱').fill(exam.name);
  await wizard.getByRole('button', { name: '下一步' }).click();
  return wizard;
}

/** Drops a file on an element as a user dragging it from the desktop would. */
export async function dropFile(
  page: Page,
  target: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** PATCH or DELETE an archive through the API as the holder of `token`, as a script would. */
export async function callArchiveApi(
  page: Page,
  token: string,
  method: 'PATCH' | 'DELETE',
  courseId: number,
  archiveId: number,
): Promise<number> {
  const params = { cid: String(courseId), aid: String(archiveId) };
  const client = api(page.request);
  const response =
    method === 'PATCH'
      ? await client.call(routes.archives.updateArchive, { params, body: { name: '被改掉了' } }, { token })
      : await client.call(routes.archives.deleteArchive, { params }, { token });
  return response.status;
}
