// `pnpm bench` (after `vite build`): the archive page of a large department in Debian's Chromium, measured on
// the browser's performance timeline. 500 courses in the sidebar, one course with 2,000 archives, served by a
// loopback stand-in API (bench/stand-in-server.ts) so only the browser's work is measured. For a student and
// an admin it opens the large course, changes a filter, types into the course search and folds a category, and
// prints per action the time until shown, the longest task, the total blocking time, the slowest input and the
// DOM's size. Asserts nothing.
// Usage: tsx bench/large-department.ts [distDir]   env: BENCH_RUNS (default 3), BENCH_CPU_SLOWDOWN (default 1)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ADMIN_ID, ARCHIVE_COUNT, COURSE_COUNT, LARGE_COURSE, STUDENT_ID } from './department-data.ts';
import { startStandIn } from './stand-in-server.ts';
import { type ActionResult, everyFrame, frameOf, measure, observeTimeline } from './timeline.ts';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
/** A state may take a minute to show on a busy two-core machine before the list is virtualised. */
const STATE_TIMEOUT = 300_000;
/** Archives 0, 3, 6, … come with answers (department-data.ts). */
const WITH_ANSWERS = Math.ceil(ARCHIVE_COUNT / 3);

/** An unsigned JWT-shaped token: the app only decodes it, and the stand-in trusts it. */
function tokenFor(user: { uid: number; name: string; is_admin: boolean }): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { ...user, email: 'bench@example.edu', avatar_url: null, realm_roles: [], iat: now };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, exp: now + 3600, jti: 'bench', sub: String(user.uid) })}.bench`;
}

type Action = { name: string; run: (page: Page) => Promise<ActionResult> };

// What each action waits for, checked on the page once a frame; each answers the page's clock once it holds.
const countReads = (text: string) => {
  for (const live of document.querySelectorAll('[aria-live="polite"]'))
    if (live.textContent === text && document.querySelector('article')) return performance.now();
  return false;
};
const courseListed = ({ name, listed }: { name: string; listed: boolean }) => {
  const buttons = document.querySelectorAll('nav[aria-label="課程列表"] button');
  const found = [...buttons].some((button) => button.textContent === name);
  return found === listed ? performance.now() : false;
};
const folded = (expected: boolean) => {
  const control = document.querySelector('nav[aria-label="課程列表"] [aria-expanded="false"]');
  return (control !== null) === expected ? performance.now() : false;
};

const courseList = (page: Page) => page.getByRole('navigation', { name: '課程列表' });
const courseButton = (page: Page, name: string) =>
  courseList(page).getByRole('button', { name, exact: true });
const answersOnly = (page: Page) => page.getByRole('switch', { name: '只看附解答' });
const categoryControl = (page: Page) => courseList(page).getByRole('button', { name: /^大一課程/ });
const count = (shown: number) => `顯示 ${shown} / ${ARCHIVE_COUNT} 份`;
/** A course the one-letter search hides and the cleared search shows again. */
const OTHER_COURSE = '資料結構（乙班）';

const untilCount = (page: Page, shown: number) =>
  frameOf(page.waitForFunction(countReads, count(shown), everyFrame(STATE_TIMEOUT)));
const untilListed = (page: Page, listed: boolean) =>
  frameOf(page.waitForFunction(courseListed, { name: OTHER_COURSE, listed }, everyFrame(STATE_TIMEOUT)));
const untilFolded = (page: Page, expected: boolean) =>
  frameOf(page.waitForFunction(folded, expected, everyFrame(STATE_TIMEOUT)));

const actions: Action[] = [
  {
    name: `open the course with ${ARCHIVE_COUNT.toLocaleString('en')} archives`,
    run: (page) =>
      measure(
        page,
        () => courseButton(page, LARGE_COURSE.name).click(),
        () => untilCount(page, ARCHIVE_COUNT),
      ),
  },
  ...[
    { name: 'filter: 只看附解答 on', shown: WITH_ANSWERS },
    { name: 'filter: 只看附解答 off', shown: ARCHIVE_COUNT },
  ].map(({ name, shown }) => ({
    name,
    run: (page: Page) =>
      measure(
        page,
        () => answersOnly(page).click({ force: true }),
        () => untilCount(page, shown),
      ),
  })),
  {
    name: 'course search: type one letter',
    run: async (page) => {
      await courseList(page).getByLabel('搜尋課程').focus();
      return measure(
        page,
        () => page.keyboard.press('o'),
        () => untilListed(page, false),
      );
    },
  },
  {
    name: 'course search: clear it (Backspace)',
    run: (page) =>
      measure(
        page,
        () => page.keyboard.press('Backspace'),
        () => untilListed(page, true),
      ),
  },
  ...[
    { name: 'sidebar: fold 大一課程', expected: true },
    { name: 'sidebar: unfold 大一課程', expected: false },
  ].map(({ name, expected }) => ({
    name,
    run: (page: Page) =>
      measure(
        page,
        () => categoryControl(page).click(),
        () => untilFolded(page, expected),
      ),
  })),
];

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
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(`${baseUrl}/archive`);
    await courseButton(page, LARGE_COURSE.name).waitFor({ timeout: STATE_TIMEOUT });
    const results: ActionResult[] = [];
    for (const action of actions) results.push(await action.run(page));
    return results;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`.padStart(11);

function report(role: string, results: ActionResult[][]) {
  console.log(
    `${role.padEnd(40)}${'shown'.padStart(11)}${'longest task'.padStart(14)}${'blocking'.padStart(11)}${'slowest input'.padStart(15)}${'DOM nodes'.padStart(11)}`,
  );
  actions.forEach((action, index) => {
    const of = (key: keyof ActionResult) => median(results.map((run) => run[index]?.[key] ?? 0));
    console.log(
      `  ${action.name.padEnd(38)}${ms(of('shownMs'))}${ms(of('longestTaskMs')).padStart(14)}${ms(of('blockingMs'))}${ms(of('slowestInputMs')).padStart(15)}${Math.round(of('domNodes')).toLocaleString('en').padStart(11)}`,
    );
  });
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
    const users = [
      { role: 'student', user: { uid: STUDENT_ID, name: '王小明', is_admin: false } },
      { role: 'admin', user: { uid: ADMIN_ID, name: '管理員', is_admin: true } },
    ];
    for (const { role, user } of users) {
      const results: ActionResult[][] = [];
      for (let run = 0; run < runs; run += 1) results.push(await visit(browser, standIn.url, tokenFor(user)));
      report(role, results);
    }
  } finally {
    await browser.close();
    await standIn.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
