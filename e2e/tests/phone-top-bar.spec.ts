import { adminToken, createCourse, uniqueName } from '../support/archive.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInAsAdmin, themeToggle, topBar } from '../support/session.ts';
import { expect, type Page, test } from '../support/test.ts';

// The top bar on phones (product §2.4, §2.5, §4.9): from 320px up nothing in it overlaps, and the archive
// page's search opens over the whole bar, wide enough to read what is typed.

const PHONE_WIDTHS = [320, 375, 414] as const;

type Item = { name: string; left: number; right: number; top: number; bottom: number; uncovered: boolean };
type BarLayout = { items: Item[]; viewportWidth: number; pageWidth: number; titleCut: boolean };

/** What a reader sees of the bar: each visible control's box, and whether anything is drawn over its middle. */
function barLayout(page: Page): Promise<BarLayout> {
  return topBar(page).evaluate((header) => {
    const controls = [...header.querySelectorAll('button, input')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
    });
    const items = controls.map((element) => {
      const box = element.getBoundingClientRect();
      const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        name: element.getAttribute('aria-label') ?? element.textContent ?? '',
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        uncovered: middle !== null && element.contains(middle),
      };
    });
    const title = [...header.querySelectorAll('button span')].find(
      (span) => span.textContent === '考古題系統',
    );
    return {
      items,
      viewportWidth: window.innerWidth,
      pageWidth: document.documentElement.scrollWidth,
      titleCut: title === undefined || title.scrollWidth > title.clientWidth,
    };
  });
}

const overlap = (a: Item, b: Item) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Expects the bar's controls (`names`, in order) side by side, inside the screen, none over another. */
async function expectBarFits(page: Page, names: readonly string[], where: string): Promise<void> {
  await expect(async () => {
    const { items, viewportWidth, pageWidth, titleCut } = await barLayout(page);
    expect(
      items.map((item) => item.name),
      where,
    ).toEqual(names);
    for (const [index, item] of items.entries()) {
      expect(item.left, `${where}: ${item.name} starts inside the screen`).toBeGreaterThanOrEqual(0);
      expect(item.right, `${where}: ${item.name} ends inside the screen`).toBeLessThanOrEqual(viewportWidth);
      expect(item.uncovered, `${where}: nothing is drawn over ${item.name}`).toBe(true);
      for (const other of items.slice(index + 1))
        expect(overlap(item, other), `${where}: ${item.name} and ${other.name} apart`).toBe(false);
    }
    expect(pageWidth, `${where}: the page does not scroll sideways`).toBeLessThanOrEqual(viewportWidth);
    expect(titleCut, `${where}: the title is whole`).toBe(false);
  }).toPass();
}

/** A phone `width` wide, and a course of the test's own to show on it. */
async function phoneWithCourse(page: Page, request: Page['request'], width: number) {
  await page.setViewportSize({ width, height: 740 });
  const course = { name: uniqueName('課程'), category: 'general' } as const;
  return createCourse(request, await adminToken(request), course);
}

const GUEST = ['考古題系統', '登入', 'English', '切換深色/淺色模式'];
const SIGNED_IN = ['考古題系統', '公告', '通知', '切換深色/淺色模式', '選單'];
const ON_ARCHIVE = [
  '開啟/關閉課程列表',
  '考古題系統',
  '搜尋考古題內容',
  '公告',
  '通知',
  '切換深色/淺色模式',
  '選單',
];

for (const width of PHONE_WIDTHS) {
  test(`at ${width}px nothing in the bar overlaps, for a guest and a signed-in administrator on every page`, async ({
    page,
    request,
  }) => {
    const course = await phoneWithCourse(page, request, width);

    await page.goto('/');
    await expect(page.locator('html:not([data-first-view])')).toHaveCount(1);
    await expectBarFits(page, GUEST, `${width}px, a guest at /`);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '找不到這個頁面' })).toBeVisible();
    await expectBarFits(page, GUEST, `${width}px, a guest's page not found`);

    await signInAsAdmin(page);
    await expectBarFits(page, ON_ARCHIVE, `${width}px, /archive`);
    const pages = [
      { path: `/archive?course=${course.id}`, heading: course.name, bar: ON_ARCHIVE },
      { path: '/exams', heading: '我的模擬試題', bar: SIGNED_IN },
      { path: '/admin', heading: '系統管理', bar: SIGNED_IN },
    ];
    for (const { path, heading, bar } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectBarFits(page, bar, `${width}px, ${path}`);
    }
  });

  test(`at ${width}px the archive's search opens over the whole bar, readable, and closes back to 🔍`, async ({
    page,
    request,
  }) => {
    const course = await phoneWithCourse(page, request, width);
    await signInAsAdmin(page);
    await page.goto(`/archive?course=${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    const opener = topBar(page).getByRole('button', { name: '搜尋考古題內容' });
    const field = topBar(page).getByRole('searchbox', { name: '搜尋考古題內容' });
    const close = topBar(page).getByRole('button', { name: '關閉搜尋' });

    for (const theme of ['dark', 'light'] as const) {
      await opener.click();
      await expect(field).toBeFocused();
      await field.fill('');
      await page.keyboard.type('AVL 旋轉');
      await expect(field).toHaveValue('AVL 旋轉');
      // The field spans most of the bar, and nothing is drawn over it: what is typed can be read.
      const reading = await field.evaluate((input) => {
        const box = input.getBoundingClientRect();
        const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { share: box.width / window.innerWidth, uncovered: middle === input };
      });
      expect(reading.share).toBeGreaterThanOrEqual(0.6);
      expect(reading.uncovered).toBe(true);
      // What it covers is out of sight and out of reach.
      await expect(topBar(page).getByRole('button', { name: '考古題系統' })).toBeHidden();
      await expect(themeToggle(page)).toBeHidden();
      await expectNoSeriousA11yViolations(page, `the search opened at ${width}px, ${theme}`);

      // Only punctuation is not searched: the box says so beside the field.
      await field.fill('!!!');
      await field.press('Enter');
      await expect(field).toHaveAccessibleDescription('請輸入要搜尋的文字');
      await expect(topBar(page).getByText('請輸入要搜尋的文字').filter({ visible: true })).toBeInViewport({
        ratio: 1,
      });
      await expectNoSeriousA11yViolations(page, `the search's message at ${width}px, ${theme}`);

      // Escape closes it back to 🔍, keeping the text; so does 關閉搜尋.
      await field.press('Escape');
      await expect(field).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expectBarFits(page, ON_ARCHIVE, `${width}px, the search closed with Escape`);
      await opener.click();
      await expect(field).toHaveValue('!!!');
      await close.click();
      await expect(field).toHaveCount(0);
      await expect(opener).toBeFocused();

      if (theme === 'dark') {
        await themeToggle(page).click();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
      }
    }
  });
}
