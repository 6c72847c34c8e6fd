import { type ArchiveType, type CourseCategory, routes, type Task } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { expect, type Locator, type Page } from '@playwright/test';
import { api } from './api.ts';
import { minimalPdf } from './archive.ts';
import { choose } from './form.ts';
import { storedToken, topBar } from './session.ts';

export type SeedArchive = {
  name: string;
  year: number;
  type: ArchiveType;
  /** How many pages its PDF has. Default 1. */
  pages?: number;
};

const pageLines = ({ name, pages = 1 }: SeedArchive) =>
  Array.from({ length: pages }, (_, index) => `${name} page ${index + 1}`);

/**
 * Uploads archives of one professor into a new course through the API, as the signed-in user of `page`,
 * and returns the course's id. The first upload creates the course; the others join it.
 */
export async function seedCourse(
  page: Page,
  course: { name: string; category: CourseCategory; professor: string },
  archives: SeedArchive[],
): Promise<number> {
  const token = await storedToken(page);
  if (!token) throw new Error('seedCourse needs a signed-in page');
  let courseId: number | null = null;
  for (const archive of archives) {
    const where: { course_name?: string; course_category?: CourseCategory; course_id?: number } =
      courseId === null
        ? { course_name: course.name, course_category: course.category }
        : { course_id: courseId };
    const body = {
      ...where,
      professor: course.professor,
      academic_year: archive.year,
      archive_type: archive.type,
      name: archive.name,
      has_answers: false,
      file: new File([new Uint8Array(minimalPdf(pageLines(archive)))], 'exam.pdf', {
        type: 'application/pdf',
      }),
    };
    const response = await api(page.request).call(routes.archives.uploadArchive, { body }, { token });
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    if (!response.ok) throw new Error(response.body.detail);
    courseId = response.body.course_id;
  }
  if (courseId === null) throw new Error('seedCourse needs at least one archive');
  return courseId;
}

export async function openAiExam(page: Page): Promise<Locator> {
  await topBar(page).getByRole('button', { name: 'AI 模擬試題' }).click();
  return page.getByRole('dialog', { name: 'AI 生成模擬試題' });
}

export function keyDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'API Key 設定' });
}

/** From the selection step: category, course and professor, then 下一步 to the archive list. */
export async function chooseProfessor(
  page: Page,
  dialog: Locator,
  course: { categoryLabel: string; name: string; professor: string },
): Promise<void> {
  await choose(page, dialog, '課程分類', course.categoryLabel);
  await choose(page, dialog, '課程名稱', course.name);
  await expect(dialog.getByRole('combobox', { name: '教授' })).toBeEnabled();
  await choose(page, dialog, '教授', course.professor);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText(/^找到 \d+ 份考古題$/)).toBeVisible();
}

/** Sets a key from the key dialog, which must be open and show no key. */
export async function saveKey(page: Page, key: string): Promise<void> {
  const dialog = keyDialog(page);
  await dialog.getByLabel('Google Gemini API Key').fill(key);
  await dialog.getByRole('button', { name: '儲存' }).click();
}

/** The task the AI modal follows (kept in local storage), as the server answers it to its owner. */
export async function followedTask(page: Page): Promise<Task> {
  const saved = await page.evaluate((key) => localStorage.getItem(key), storageKeys.aiExamCurrentTask);
  const taskId = saved ? String(JSON.parse(saved).taskId) : '';
  const token = (await storedToken(page)) ?? undefined;
  return api(page.request).output(routes.aiExam.getTask, { params: { id: taskId } }, { token });
}
