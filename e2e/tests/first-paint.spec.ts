import { routes } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { api } from '../support/api.ts';
import { adminToken, createCourse, uniqueName } from '../support/archive.ts';
import { admin } from '../support/env.ts';
import { holdTheApp } from '../support/first-view.ts';
import { themeToggle, topBar } from '../support/session.ts';
import { expect, test } from '../support/test.ts';

test('a tap on 登入 before the app has started still opens the login dialog', async ({ page }) => {
  const release = await holdTheApp(page);
  // Not until `load`: that waits for the scripts being held.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html[data-first-view="landing"]')).toHaveCount(1);
  await topBar(page).getByRole('button', { name: '登入' }).click();
  release();
  // The app starts, hydrates the page and then plays the tap: seconds on a busy machine.
  await expect(page.locator('html:not([data-first-view])')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByRole('dialog', { name: '登入' })).toBeVisible();
});

test('a tap on the theme switch before the app has started still switches the theme', async ({ page }) => {
  const root = page.locator('html');
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(root).toHaveAttribute('data-first-view', 'landing');
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await themeToggle(page).click();
  release();
  await expect(root).not.toHaveAttribute('data-first-view', { timeout: 60_000 });
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('a signed-in archive shows its overview heading and hint before the app starts, where the app puts them', async ({
  page,
}) => {
  const body = { username: admin.username, password: admin.password };
  const { access_token } = await api(page.request).output(routes.auth.login, { body });
  await page.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
    key: storageKeys.authToken,
    value: access_token,
  });
  const release = await holdTheApp(page);
  await page.goto('/archive', { waitUntil: 'commit' });
  await expect(page.locator('html[data-first-view="archive"]')).toHaveCount(1);
  const words = '從課程列表選擇一門課程，即可依學年查看它的期中考、期末考與小考。';
  await expect(page.getByText(words)).toBeVisible();
  const before = await page.getByText(words).boundingBox();
  release();
  await expect(page.locator('html:not([data-first-view])')).toHaveCount(1, { timeout: 60_000 });
  const overview = page.getByRole('region', { name: '考古題', exact: true });
  await expect(overview.getByRole('heading', { level: 1, name: '考古題' })).toBeVisible();
  // The app's hint replaces the first view's where it stood: the largest text does not jump once painted.
  const after = await overview.getByText(words).boundingBox();
  expect(after && before && Math.abs(after.y - before.y)).toBeLessThan(4);
  expect(after && before && Math.abs(after.x - before.x)).toBeLessThan(4);
});

test('a signed-in course page asks the server for who the user is, the courses and the archives once each', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const course = await createCourse(request, token, { name: uniqueName('作業系統'), category: 'junior' });
  // One page load with a stored session, as a new tab of a signed-in user starts.
  const body = { username: admin.username, password: admin.password };
  const { access_token } = await api(page.request).output(routes.auth.login, { body });
  await page.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
    key: storageKeys.authToken,
    value: access_token,
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (sent.method() === 'GET' && pathname.startsWith('/api/')) asked.push(pathname);
  });
  await page.goto(`/archive?course=${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  const count = (path: string) => asked.filter((sent) => sent === `/api${path}`).length;
  // An answer the app did not take would be asked for a second time.
  expect(count(routes.users.me.path)).toBe(1);
  expect(count(routes.courses.listCourses.path)).toBe(1);
  expect(count(routes.courses.listCourseArchives.path.replace('{id}', String(course.id)))).toBe(1);
});
