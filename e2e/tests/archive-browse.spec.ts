import { readFile } from 'node:fs/promises';
import type { Archive, Course } from '@pastexam/api-contract';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import {
  adminToken,
  createCourse,
  minimalPdf,
  storedPdf,
  uniqueName,
  uploadArchive,
} from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expectPageDrawn } from '../support/preview.ts';
import { signInAsAdmin, signInAsAdminOnCourse, topBar } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

let token: string;
let dataStructures: Course;
let operatingSystems: Course;
let final: Archive;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  dataStructures = await createCourse(request, token, {
    name: uniqueName('資料結構'),
    category: 'sophomore',
  });
  operatingSystems = await createCourse(request, token, {
    name: uniqueName('Operating Systems 作業系統'),
    category: 'junior',
  });
  const course = { courseId: dataStructures.id };
  await uploadArchive(request, token, {
    ...course,
    professor: '王教授',
    academicYear: 113,
    type: 'midterm',
    name: '期中考',
    hasAnswers: true,
    pdf: minimalPdf(['Midterm exam, page 1', 'Midterm exam, page 2']),
  });
  final = await uploadArchive(request, token, {
    ...course,
    professor: '王教授',
    academicYear: 113,
    type: 'final',
    name: '期末考',
    pdf: minimalPdf(['Final exam']),
  });
  await uploadArchive(request, token, {
    ...course,
    professor: '林教授',
    academicYear: 112,
    type: 'quiz',
    name: '第一次小考',
  });
});

const courseList = (page: Page) => page.getByRole('navigation', { name: '課程列表' });
const rows = (page: Page) => page.getByRole('main').getByRole('article');

test('browse, search, filter, preview and download an archive, and find the course again after a reload', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  const search = courseList(page).getByLabel('搜尋課程');

  // Full-width letters find a half-width course name, whatever the case.
  await search.fill('ＯＰＥＲＡＴＩＮＧ ｓｙｓｔｅｍｓ');
  await expect(courseList(page).getByRole('link', { name: operatingSystems.name })).toBeVisible();
  await expect(courseList(page).getByRole('link', { name: dataStructures.name })).toHaveCount(0);
  await search.fill('沒有這門課');
  await expect(courseList(page).getByText('找不到課程')).toBeVisible();
  // However short the list, its column and border run down to the bottom of the window.
  const column = await courseList(page).locator('xpath=..').boundingBox();
  const header = await topBar(page).boundingBox();
  const viewport = page.viewportSize();
  if (!column || !header || !viewport) throw new Error('the page has no layout');
  expect(column.y).toBeCloseTo(header.y + header.height, 0);
  expect(column.y + column.height).toBeCloseTo(viewport.height, 0);
  await search.fill(dataStructures.name);
  await courseList(page).getByRole('link', { name: dataStructures.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: dataStructures.name })).toBeVisible();
  await expect(page).toHaveURL(`/archive?course=${dataStructures.id}`);
  await expect(page.getByText('大二課程 · 共 3 份考古題')).toBeVisible();
  await expect(rows(page)).toHaveText([/期中考/, /期末考/, /第一次小考/]);
  await expect(page.getByRole('region', { name: '113 學年度' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the archive page with a course');

  await page.getByRole('main').getByLabel('類型', { exact: true }).click();
  await page.getByRole('option', { name: '期末考' }).click();
  await expect(rows(page)).toHaveText([/期末考/]);
  await expect(page.getByText('顯示 1 / 3 份')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: '清除篩選' }).click();
  await expect(rows(page)).toHaveCount(3);
  // Filters that leave nothing offer one way back, in the empty state.
  await page.getByRole('main').getByLabel('教授', { exact: true }).click();
  await page.getByRole('option', { name: '林教授' }).click();
  await page.getByRole('main').getByLabel('類型', { exact: true }).click();
  await page.getByRole('option', { name: '期末考' }).click();
  await expect(page.getByText('沒有符合條件的考古題')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: '清除篩選' })).toHaveCount(1);
  await page.getByRole('main').getByRole('button', { name: '清除篩選' }).click();
  await expect(rows(page)).toHaveCount(3);

  const midtermRow = page.getByRole('article', { name: '113 學年度 期中考（王教授）' });
  await expect(midtermRow.getByText('附解答')).toBeVisible();
  await midtermRow.getByRole('button', { name: '預覽' }).click();
  const preview = page.getByRole('dialog', { name: '期中考' });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(dataStructures.name)).toBeVisible();
  const viewer = preview.getByRole('region', { name: 'PDF 預覽：期中考' });
  await expectPageDrawn(viewer);
  // Further pages are drawn as they come near the view.
  await expect(viewer.getByRole('textbox', { name: '頁碼（共 2 頁）' })).toHaveValue('1');
  await expectNoSeriousA11yViolations(page, 'the PDF preview');

  const fromPreview = page.waitForEvent('download');
  await preview.getByRole('button', { name: '下載' }).click();
  const previewDownload = await fromPreview;
  expect(previewDownload.suggestedFilename()).toBe(`113_${dataStructures.name}_王教授_期中考.pdf`);
  await preview.getByRole('button', { name: '關閉預覽' }).click();
  await expect(preview).toBeHidden();

  const finalRow = page.getByRole('article', { name: '113 學年度 期末考（王教授）' });
  await expect(finalRow.getByText('王教授 · 下載 0 次')).toBeVisible();
  const fromRow = page.waitForEvent('download');
  await finalRow.getByRole('button', { name: '下載' }).click();
  const download = await fromRow;
  expect(download.suggestedFilename()).toBe(`113_${dataStructures.name}_王教授_期末考.pdf`);
  const saved = await readFile(await download.path());
  expect(saved.equals(await storedPdf(request, token, dataStructures.id, final.id))).toBe(true);
  await expect(page.getByText('下載成功').first()).toBeVisible();
  await expect(finalRow.getByText('王教授 · 下載 1 次')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: dataStructures.name })).toBeVisible();
  await expect(courseList(page).getByRole('link', { name: dataStructures.name })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The download count is the server's, not only the page's.
  await expect(page.getByRole('article', { name: '113 學年度 期末考（王教授）' })).toContainText('下載 1 次');
});

test('a course without archives says so', async ({ page }) => {
  await signInAsAdmin(page);
  await courseList(page).getByLabel('搜尋課程').fill(operatingSystems.name);
  await courseList(page).getByRole('link', { name: operatingSystems.name }).click();
  await expect(page.getByText('這門課還沒有考古題')).toBeVisible();
  await expect(page.getByText('大三課程 · 共 0 份考古題')).toBeVisible();
});

test('on a narrow screen the course list is a drawer opened by the top bar and closed by a choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signInAsAdmin(page);
  await expect(courseList(page)).toHaveCount(0);

  await topBar(page).getByRole('button', { name: '開啟/關閉課程列表' }).click();
  const drawer = page.getByRole('dialog', { name: '課程列表' });
  await expect(drawer).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the course drawer');
  await drawer.getByLabel('搜尋課程').fill(dataStructures.name);
  await drawer.getByRole('link', { name: dataStructures.name }).click();

  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: dataStructures.name })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
});

test('in the light theme the course page and the preview are axe-clean too', async ({ page }) => {
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: storageKeys.themePreference,
    value: 'light',
  });
  await signInAsAdminOnCourse(page, dataStructures.id);
  await expect(page.getByRole('heading', { level: 1, name: dataStructures.name })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'the archive page with a course (light)');
  await page
    .getByRole('article', { name: '113 學年度 期中考（王教授）' })
    .getByRole('button', { name: '預覽' })
    .click();
  const preview = page.getByRole('dialog', { name: '期中考' });
  await expectPageDrawn(preview);
  await expectNoSeriousA11yViolations(page, 'the PDF preview (light)');
});

/** Opens the course list of Data Structures straight away, as after a reload. */
async function openDataStructures(page: Page) {
  await signInAsAdminOnCourse(page, dataStructures.id);
}

/** Opens the preview of an archive of Data Structures and returns the viewer's parts. */
async function openPreview(page: Page, name: '期中考' | '期末考') {
  await page
    .getByRole('article', { name: `113 學年度 ${name}（王教授）` })
    .getByRole('button', { name: '預覽' })
    .click();
  const dialog = page.getByRole('dialog', { name });
  const viewer = dialog.getByRole('region', { name: `PDF 預覽：${name}` });
  const tools = viewer.getByRole('group', { name: 'PDF 工具' });
  const zoomShown = tools.getByRole('status', { name: '縮放比例' });
  const percent = async () => Number((await zoomShown.textContent())?.replace('%', ''));
  return { dialog, viewer, tools, pages: viewer.getByRole('region', { name: 'PDF 頁面' }), percent };
}

test('the preview turns pages, zooms (remembered for the tab), goes full screen, opens in a new tab and lets text be selected', {
  tag: '@full-browser',
}, async ({ page, context }) => {
  await openDataStructures(page);
  const { dialog, viewer, tools, pages, percent } = await openPreview(page, '期中考');
  await expectPageDrawn(viewer);
  // The PDF's fonts are drawn as shapes, never added to the page's own: each one added has the browser lay out the
  // whole page again, a long task while the reader opens or scrolls an exam.
  const pdfFonts = await page.evaluate(() =>
    [...document.fonts].map((face) => face.family).filter((family) => family.includes('g_d')),
  );
  expect(pdfFonts).toEqual([]);
  const pageField = tools.getByRole('textbox', { name: '頁碼（共 2 頁）' });
  await expect(pageField).toHaveValue('1');
  const fitWidth = tools.getByRole('button', { name: '符合寬度' });
  await expect(fitWidth).toHaveAttribute('aria-pressed', 'true');
  const fitted = await percent();

  // Jump to a page by its number, and back with PgUp while the pages have focus.
  await pageField.fill('2');
  await pageField.press('Enter');
  await expect(viewer.getByRole('img', { name: '第 2 頁' })).toBeInViewport();
  await expect(viewer.getByRole('img', { name: '第 1 頁' })).not.toBeInViewport();
  await expect(pageField).toHaveValue('2');
  await pages.focus();
  await page.keyboard.press('PageUp');
  await expect(pageField).toHaveValue('1');

  // + and − step the zoom, 0 fits the width again; the buttons do the same.
  await page.keyboard.press('+');
  await expect.poll(percent).toBeGreaterThan(fitted);
  await expect(fitWidth).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect.poll(percent).toBeLessThan(fitted);
  await page.keyboard.press('0');
  await expect.poll(percent).toBe(fitted);
  await tools.getByRole('button', { name: '放大' }).click();
  const zoomed = await percent();
  expect(zoomed).toBeGreaterThan(fitted);

  // The text layer: the exam's words can be selected and copied.
  const line = viewer.getByText('Midterm exam, page 1');
  await line.selectText();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toContain('Midterm exam, page 1');

  await tools.getByRole('button', { name: '全螢幕' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the PDF preview, full screen');
  await tools.getByRole('button', { name: '結束全螢幕' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

  // 在新分頁開啟: the file itself, from memory, under the app's real Content-Security-Policy.
  const opened = context.waitForEvent('page');
  await tools.getByRole('link', { name: '在新分頁開啟' }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  // The browser's own viewer holds it; the policy the tab inherits blocks nothing (support/test.ts would fail).
  expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
  await tab.close();

  // The zoom is remembered for the tab: the next preview opens at it.
  await dialog.getByRole('button', { name: '關閉預覽' }).click();
  const next = await openPreview(page, '期末考');
  await expectPageDrawn(next.viewer);
  expect(await next.percent()).toBe(zoomed);
  await expect(next.tools.getByRole('button', { name: '符合寬度' })).toHaveAttribute('aria-pressed', 'false');
});

test('on a 375px phone the preview fits the page to the screen, and its buttons and keys zoom it to reading size', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openDataStructures(page);
  const { viewer, tools, pages, percent } = await openPreview(page, '期中考');
  await expectPageDrawn(viewer);
  const first = viewer.getByRole('img', { name: '第 1 頁' });
  const width = async () => (await first.boundingBox())?.width ?? 0;
  const fitted = await percent();
  expect(fitted).toBeLessThan(50);
  const fittedWidth = await width();
  expect(fittedWidth).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page, 'the PDF preview on a phone');

  // From about 40% the steps are 50, 67, 75, 80, 90 and 100%.
  const zoomIn = tools.getByRole('button', { name: '放大' });
  for (let step = 0; step < 6; step += 1) await zoomIn.click();
  await expect.poll(percent).toBe(100);
  await expect.poll(width).toBeGreaterThan(fittedWidth * 2);
  // Wider than the screen: the viewer scrolls sideways, the page around it does not.
  expect(await pages.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await pages.focus();
  await page.keyboard.press('-');
  await expect.poll(percent).toBe(90);
  await page.keyboard.press('0');
  await expect.poll(percent).toBe(fitted);
  await expect.poll(width).toBeCloseTo(fittedWidth, 0);
});
