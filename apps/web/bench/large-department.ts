// `pnpm bench` (after `vite build`): the archive page of a large department in Debian's Chromium, measured on
// the browser's performance timeline. 500 courses in the sidebar, one course with 2,000 archives, served by a
// loopback stand-in API (bench/stand-in-server.ts) so only the browser's work is measured. For a student and
// an admin it opens the large course, changes a filter, scrolls down the list, types into the course search and
// folds a category, and prints per action the time until shown, the longest task and the total blocking time
// (by the wall clock, as the Long Tasks API reports them, and by the CPU time a trace records, which a busy
// machine does not inflate), the slowest input and the DOM's size. Asserts nothing.
// Usage: tsx bench/large-department.ts [distDir]   env: BENCH_RUNS (default 3), BENCH_CPU_SLOWDOWN (default 1)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { recordFigures } from '@pastexam/bench-results';
import { type Browser, chromium, type Page } from 'playwright-core';
import { median, ms, pointAt, visitAsEachRole } from './bench-helpers.ts';
import { ARCHIVE_COUNT, COURSE_COUNT, LARGE_COURSE } from './department-data.ts';
import { startStandIn } from './stand-in-server.ts';
import { type ActionResult, everyFrame, frameOf, measure, observeTimeline } from './timeline.ts';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
/** A state may take a minute to show on a busy two-core machine before the list is virtualised. */
const STATE_TIMEOUT = 300_000;
/** Archives 0, 3, 6, … come with answers (department-data.ts). */
const WITH_ANSWERS = Math.ceil(ARCHIVE_COUNT / 3);

type Action = { name: string; run: (page: Page) => Promise<ActionResult> };

// What each action waits for, checked on the page once a frame; each answers the page's clock once it holds.
const rowsListed = ({ count, answersOnly }: { count: string; answersOnly: boolean }) => {
  const counted = [...document.querySelectorAll('[aria-live="polite"]')].some(
    (live) => live.textContent === count,
  );
  const rows = [...document.querySelectorAll('article')];
  // The rows, not only the count: they may follow the count by a render.
  const withAnswers = rows.filter((row) => row.textContent?.includes('附解答'));
  const rowsMatch = answersOnly ? withAnswers.length === rows.length : withAnswers.length < rows.length;
  return counted && rows.length > 0 && rowsMatch ? performance.now() : false;
};
/** The whole course list is listed (or not): its categories' counts add up to every course of the department. */
const courseListed = ({ total, listed }: { total: number; listed: boolean }) => {
  const badges = document.querySelectorAll('nav[aria-label="課程列表"] [aria-label$=" 門課程"]');
  const counted = [...badges].reduce((sum, badge) => sum + Number(badge.textContent), 0);
  return (counted === total) === listed ? performance.now() : false;
};
const folded = (expected: boolean) => {
  const control = document.querySelector('nav[aria-label="課程列表"] [aria-expanded="false"]');
  return (control !== null) === expected ? performance.now() : false;
};

const courseList = (page: Page) => page.getByRole('navigation', { name: '課程列表' });
const courseLink = (page: Page, name: string) => courseList(page).getByRole('link', { name, exact: true });
/** The switch's label: a click there flips it, as a user's does (the switch's own input is visually hidden). */
const answersOnlyLabel = (page: Page) => page.getByText('只看附解答', { exact: true });
const categoryControl = (page: Page) => courseList(page).getByRole('button', { name: /^大一課程/ });
const count = (shown: number) => `顯示 ${shown} / ${ARCHIVE_COUNT} 份`;

/** Wheel steps down the 2,000-archive list, each its own frame, as a reader scrolling through it. */
const SCROLL_STEPS = 20;
const SCROLL_STEP_PX = 600;

/** Scrolls the page down over the list one wheel step a frame, the pointer over the list. */
async function scrollThrough(page: Page) {
  await page.mouse.move(800, 500);
  for (let step = 0; step < SCROLL_STEPS; step += 1) {
    await page.mouse.wheel(0, SCROLL_STEP_PX);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }
}

const untilListed = (page: Page, shown: number, answersOnly: boolean) =>
  frameOf(page.waitForFunction(rowsListed, { count: count(shown), answersOnly }, everyFrame(STATE_TIMEOUT)));
const untilCourseListed = (page: Page, listed: boolean) =>
  frameOf(page.waitForFunction(courseListed, { total: COURSE_COUNT, listed }, everyFrame(STATE_TIMEOUT)));
const untilFolded = (page: Page, expected: boolean) =>
  frameOf(page.waitForFunction(folded, expected, everyFrame(STATE_TIMEOUT)));

const scrollAction: Action = {
  name: `scroll the list: ${SCROLL_STEPS} wheel steps`,
  run: (page) =>
    measure(
      page,
      () => scrollThrough(page),
      () => page.evaluate(() => performance.now()),
    ),
};

const actions: Action[] = [
  {
    name: `open the course with ${ARCHIVE_COUNT.toLocaleString('en')} archives`,
    run: async (page) =>
      measure(page, await pointAt(courseLink(page, LARGE_COURSE.name)), () =>
        untilListed(page, ARCHIVE_COUNT, false),
      ),
  },
  ...[
    { name: 'filter: 只看附解答 on', shown: WITH_ANSWERS, answersOnly: true },
    { name: 'filter: 只看附解答 off', shown: ARCHIVE_COUNT, answersOnly: false },
  ].map(({ name, shown, answersOnly }) => ({
    name,
    run: async (page: Page) =>
      measure(page, await pointAt(answersOnlyLabel(page)), () => untilListed(page, shown, answersOnly)),
  })),
  scrollAction,
  {
    name: 'course search: type one letter',
    run: async (page) => {
      await courseList(page).getByLabel('搜尋課程').focus();
      return measure(
        page,
        () => page.keyboard.press('o'),
        () => untilCourseListed(page, false),
      );
    },
  },
  {
    name: 'course search: clear it (Backspace)',
    run: (page) =>
      measure(
        page,
        () => page.keyboard.press('Backspace'),
        () => untilCourseListed(page, true),
      ),
  },
  ...[
    { name: 'sidebar: fold 大一課程', expected: true },
    { name: 'sidebar: unfold 大一課程', expected: false },
  ].map(({ name, expected }) => ({
    name,
    run: async (page: Page) =>
      measure(page, await pointAt(categoryControl(page)), () => untilFolded(page, expected)),
  })),
];

/**
 * Scrolls the course list, as a user does, until the course's link is drawn: a large department draws only the
 * courses near the visible part of the list.
 */
async function revealInCourseList(page: Page, name: string) {
  await courseList(page).waitFor({ timeout: STATE_TIMEOUT });
  await page.getByRole('region').first().waitFor({ timeout: STATE_TIMEOUT });
  const link = courseLink(page, name);
  for (let step = 0; step < 200 && (await link.count()) === 0; step += 1) {
    await courseList(page).evaluate((nav) => {
      const panel = nav.parentElement;
      if (panel) panel.scrollTop += 300;
    });
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }
  await link.waitFor({ timeout: STATE_TIMEOUT });
}

/** One signed-in visit: every action in order, on a fresh page. */
async function visit(browser: Browser, baseUrl: string, token: string): Promise<ActionResult[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-TW' });
  try {
    await context.addInitScript(({ key, token }) => sessionStorage.setItem(key, token), {
      key: storageKeys.authToken,
      token,
    });
    await context.addInitScript(observeTimeline);
    const page = await context.newPage();
    // Before the list is virtualised, a click waits out seconds of rendering before it lands.
    page.setDefaultTimeout(STATE_TIMEOUT);
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(`${baseUrl}/archive`);
    await revealInCourseList(page, LARGE_COURSE.name);
    const results: ActionResult[] = [];
    for (const action of actions) results.push(await action.run(page));
    return results;
  } finally {
    await context.close();
  }
}

const columns: { title: string; key: keyof ActionResult; width: number }[] = [
  { title: 'shown', key: 'shownMs', width: 11 },
  { title: 'longest task', key: 'longestTaskMs', width: 14 },
  { title: '(CPU)', key: 'longestTaskCpuMs', width: 11 },
  { title: 'blocking', key: 'blockingMs', width: 11 },
  { title: '(CPU)', key: 'blockingCpuMs', width: 11 },
  { title: 'slowest input', key: 'slowestInputMs', width: 15 },
];

type ScrollFigures = { role: string; longTasks: number; longestMs: number; longTasksCpu: number };

/**
 * The scroll's long tasks by the wall clock, the speed issue's figure: the worse role's median. Beside it, each
 * role's count by CPU time, which tells a slow page from a busy machine.
 */
function recordScroll(scrolls: ScrollFigures[]) {
  if (scrolls.length === 0) return;
  const value = Math.max(...scrolls.map((scroll) => scroll.longTasks));
  const detail = scrolls
    .map((scroll) => `${scroll.role} longest ${ms(scroll.longestMs)}, ${scroll.longTasksCpu} by CPU`)
    .join('; ');
  recordFigures('large-department', {
    'scroll-long-tasks': { value, detail: `of ${SCROLL_STEPS} steps; ${detail}` },
  });
}

function report(role: string, results: ActionResult[][]) {
  const header = columns.map(({ title, width }) => title.padStart(width)).join('');
  console.log(`${role.padEnd(40)}${header}${'DOM nodes'.padStart(11)}`);
  actions.forEach((action, index) => {
    const of = (key: keyof ActionResult) => median(results.map((run) => run[index]?.[key] ?? 0));
    const cells = columns.map(({ key, width }) => ms(of(key)).padStart(width)).join('');
    const nodes = Math.round(of('domNodes')).toLocaleString('en').padStart(11);
    console.log(`  ${action.name.padEnd(38)}${cells}${nodes}`);
  });
  const scroll = actions.indexOf(scrollAction);
  const ofScroll = (key: keyof ActionResult) => median(results.map((run) => run[scroll]?.[key] ?? 0));
  return {
    role,
    longTasks: ofScroll('longTaskCount'),
    longestMs: ofScroll('longestTaskMs'),
    longTasksCpu: ofScroll('longTaskCountCpu'),
  } satisfies ScrollFigures;
}

async function main() {
  const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(
      `no ${distDir}/index.html: build the web app first (pnpm turbo run build --filter @pastexam/web)`,
    );
  if (!existsSync(chromiumPath)) {
    console.log(`large department: skipped (no Chromium at ${chromiumPath}: apt-get install chromium)`);
    return;
  }
  const standIn = await startStandIn(distDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    console.log(
      `\nLarge department: ${COURSE_COUNT} courses, ${ARCHIVE_COUNT} archives in one (${(standIn.archivesBytes / 1000).toFixed(0)} kB of JSON); ` +
        `Chromium ${browser.version()}, 1280×800, CPU slowdown ${cpuSlowdown}×, median of ${runs} run(s)`,
    );
    const scrolls: ReturnType<typeof report>[] = [];
    await visitAsEachRole(
      runs,
      (token) => visit(browser, standIn.url, token),
      (role, results) => scrolls.push(report(role, results)),
    );
    recordScroll(scrolls);
  } finally {
    await browser.close();
    await standIn.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
