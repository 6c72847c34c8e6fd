import { e2eGeminiKeys } from '@pastexam/api/testing';
import { routes } from '@pastexam/api-contract';
import { api } from '../support/api.ts';
import { adminToken, minimalPdf, uniqueName } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { choose, field } from '../support/form.ts';
import { ARCHIVE_URL, topBar } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

// The main journeys in English (product §2.12): an English browser signs in, an admin adds a course, a student
// browses it, uploads a past exam, previews it and generates an AI mock exam from two; every screen says it in
// English and axe finds nothing serious. The zh-TW journeys are the other specs.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

const password = 'first-password';
/** Accounts of their own: signing in keeps the browser's English as the user's choice on the server. */
async function account(page: Page, base: string, isAdmin: boolean): Promise<string> {
  const name = uniqueName(base);
  const body = { name, email: `${Date.now()}-${base}@example.edu`, password, is_admin: isAdmin };
  const created = await api(page.request).call(
    routes.users.createUser,
    { body },
    { token: await adminToken(page.request) },
  );
  expect(created.status).toBe(201);
  return name;
}

async function signIn(page: Page, name: string): Promise<void> {
  await page.goto('/');
  await topBar(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Account').fill(name);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(ARCHIVE_URL);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

const courseName = uniqueName('Operating Systems');
const professor = 'Prof. Lin';

test('an admin adds a course in English', async ({ page }) => {
  await signIn(page, await account(page, 'english-admin', true));
  await topBar(page).getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('tab', { name: 'Courses' }).click();
  await page.getByRole('button', { name: 'New course' }).click();
  const dialog = page.getByRole('dialog', { name: 'New course' });
  await expectNoSeriousA11yViolations(page, 'the new course dialog in English');
  await field(dialog, 'Course name').fill(courseName);
  await choose(page, dialog, 'Category', 'Third-year courses');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Added course “${courseName}”`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the admin courses in English');
});

test('a student browses, uploads, previews and generates a mock exam in English', async ({ page }) => {
  test.slow();
  await signIn(page, await account(page, 'english-student', false));

  await test.step('browse: the course in the sidebar, its empty list', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Course list' });
    await sidebar.getByLabel('Search courses').fill(courseName);
    await sidebar.getByRole('link', { name: courseName, exact: true }).click();
    await expect(page.getByRole('heading', { name: courseName, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'a course page in English');
  });

  for (const exam of [
    { year: '112', type: 'Midterm', name: 'First midterm' },
    { year: '113', type: 'Final', name: 'Final exam' },
  ]) {
    await test.step(`upload: ${exam.name}`, async () => {
      await page.getByRole('button', { name: 'Upload a past exam' }).click();
      const wizard = page.getByRole('dialog', { name: 'Upload a past exam' });
      await wizard.getByRole('button', { name: 'Next' }).click();
      await field(wizard, 'Professor').fill(professor);
      await field(wizard, 'Academic year').fill(exam.year);
      await choose(page, wizard, 'Exam type', exam.type);
      await field(wizard, 'Past exam name').fill(exam.name);
      await wizard.getByRole('button', { name: 'Next' }).click();
      await wizard.locator('input[type="file"]').setInputFiles({
        name: 'exam.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf([`${exam.name} page 1`]),
      });
      await wizard.getByRole('button', { name: 'Next' }).click();
      await expect(wizard.getByRole('cell', { name: 'exam.pdf', exact: false })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the upload wizard’s summary in English');
      await wizard.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(page.getByText(`“${exam.name}” was added to the past exams`)).toBeVisible();
      await expect(wizard).toBeHidden();
    });
  }

  await test.step('preview: the list in English, a preview of one exam', async () => {
    const row = page.getByRole('article').filter({ hasText: 'First midterm' });
    await expect(row).toContainText('Midterm');
    await row.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: /First midterm/ });
    await expect(preview).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'a preview in English');
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });

  await test.step('the AI mock exam: key, choice, generation, result', async () => {
    await topBar(page).getByRole('button', { name: 'AI mock exam' }).click();
    const ai = page.getByRole('dialog', { name: 'Generate a mock exam with AI' });
    const keys = page.getByRole('dialog', { name: 'API key settings' });
    await expect(keys.getByText('No API key set yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the API key dialog in English');
    await keys.getByLabel('Google Gemini API key').fill(e2eGeminiKeys.valid);
    await keys.getByRole('button', { name: 'Save' }).click();
    await expect(keys).toBeHidden();
    await choose(page, ai, 'Course category', 'Third-year courses');
    await choose(page, ai, 'Course', courseName);
    await choose(page, ai, 'Professor', professor);
    await ai.getByRole('button', { name: 'Next' }).click();
    await expect(ai.getByText('2 past exams found')).toBeVisible();
    for (const box of await ai.getByRole('checkbox').all()) await box.check();
    await expectNoSeriousA11yViolations(page, 'choosing past exams in English');
    await ai.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(ai.getByRole('heading', { name: 'Generated mock exam' })).toBeVisible({ timeout: 30_000 });
    await expect(ai.getByRole('list', { name: 'Past exams used' }).getByRole('listitem')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page, 'a generated mock exam in English');
  });
});
