// `pnpm bench` (after `vite build`): the exam page of a long exam in Debian's Chromium, measured on the browser's
// performance timeline. An exam of 40 questions over 10 pages with 20 answers each (math, code, some long),
// served by the loopback stand-in API (bench/stand-in-server.ts, bench/exam-routes.ts) so only the browser's
// work is measured. For a student and an admin it opens the exam's preview, scrolls the PDF through every
// question (the answers beside it follow), follows the discussion's link to a question and opens its answers,
// and turns to the next and previous question. It prints per action the time until shown, the long tasks (over
// 50 ms) and the longest, by the wall clock (the Long Tasks API) and by the CPU time a trace records (which a
// busy machine does not inflate), then per role the long tasks of scrolling and of opening a question.
// Asserts nothing.
// Usage: tsx bench/exam-page.ts [distDir]   env: BENCH_RUNS (default 3), BENCH_CPU_SLOWDOWN (default 1),
// BENCH_TRACE_DIR, BENCH_STACKS and BENCH_PROFILE (each action's trace written there: bench/cpu-trace.ts)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { type Browser, chromium, type Page } from 'playwright-core';
import { median, ms, pointAt, visitAsEachRole } from './bench-helpers.ts';
import {
  ANSWERS_PER_QUESTION,
  EXAM,
  EXAM_COURSE,
  EXAM_PAGES,
  LINKED_QUESTION,
  QUESTION_COUNT,
  QUESTIONS_PER_PAGE,
} from './exam-data.ts';
import { examRoutes } from './exam-routes.ts';
import { startStandIn } from './stand-in-server.ts';
import { type ActionResult, everyFrame, frameOf, measure, observeTimeline } from './timeline.ts';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
/** A state may take a minute to show on a busy two-core machine. */
const STATE_TIMEOUT = 300_000;
/** Wheel steps down the PDF, each its own frame: the whole file, every question passing the reading line. */
const SCROLL_STEPS = 24;
const SCROLL_STEP_PX = 500;

/** The row of the exam in the course's list, as the list names it. */
const EXAM_ROW = `${EXAM.academic_year} 學年度 ${EXAM.name}（${EXAM.professor}）`;
const questionName = (index: number) => `第 ${index + 1} 題`;

/**
 * The answers panel shows question `name`: its heading, all its answers, and the first one's text drawn (not a
 * placeholder while the renderer loads). Answers the page's clock once it holds.
 */
const questionShown = ({ name, answers }: { name: string; answers: number }) => {
  const aside = document.querySelector('aside [role="tabpanel"]');
  const section = aside?.querySelector('section');
  const heading = section?.querySelector('h1, h2, h3, h4')?.textContent;
  const cards = section?.querySelectorAll('article') ?? [];
  const first = cards[0];
  const drawn = first !== undefined && first.querySelector('[aria-label="載入中"]') === null;
  return heading === name && cards.length === answers && drawn ? performance.now() : false;
};
/** The viewer's toolbar shows page `page`. */
const pageShown = (page: number) => {
  const field = document.querySelector('input[aria-label^="頁碼"]');
  return field instanceof HTMLInputElement && field.value === String(page) ? performance.now() : false;
};

const untilQuestion = (page: Page, index: number) =>
  frameOf(
    page.waitForFunction(
      questionShown,
      { name: questionName(index), answers: ANSWERS_PER_QUESTION },
      everyFrame(STATE_TIMEOUT),
    ),
  );
const untilPage = (page: Page, number: number) =>
  frameOf(page.waitForFunction(pageShown, number, everyFrame(STATE_TIMEOUT)));

const aside = (page: Page) => page.getByRole('complementary', { name: '解答與討論' });
const tab = (page: Page, name: string) => aside(page).getByRole('tab', { name });

/** Scrolls the PDF down one wheel step a frame, the pointer over its pages. */
async function scrollThrough(page: Page) {
  const box = await page.getByRole('region', { name: 'PDF 頁面' }).boundingBox();
  if (!box) throw new Error('the PDF is not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let step = 0; step < SCROLL_STEPS; step += 1) {
    await page.mouse.wheel(0, SCROLL_STEP_PX);
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }
}

/** What an action is, and whether it scrolls or opens a question (the two the summary adds up). */
type Action = { name: string; kind: 'scroll' | 'open' | 'other'; run: (page: Page) => Promise<ActionResult> };

const pageOf = (index: number) => Math.floor(index / QUESTIONS_PER_PAGE) + 1;

const actions: Action[] = [
  {
    name: `open the preview at ${questionName(0)}`,
    kind: 'open',
    run: async (page) =>
      measure(
        page,
        await pointAt(page.getByRole('article', { name: EXAM_ROW }).getByRole('button', { name: '預覽' })),
        () => untilQuestion(page, 0),
      ),
  },
  {
    name: `scroll the PDF: ${SCROLL_STEPS} wheel steps`,
    kind: 'scroll',
    run: (page) =>
      measure(
        page,
        () => scrollThrough(page),
        () => untilQuestion(page, QUESTION_COUNT - 1),
      ),
  },
  {
    name: `discussion: link to ${questionName(LINKED_QUESTION)}`,
    kind: 'open',
    run: async (page) => {
      await (await pointAt(tab(page, '討論')))();
      const link = aside(page).getByRole('button', { name: `#${questionName(LINKED_QUESTION)}` });
      await link.waitFor({ timeout: STATE_TIMEOUT });
      return measure(page, await pointAt(link), () => untilPage(page, pageOf(LINKED_QUESTION)));
    },
  },
  {
    name: `解答 tab at ${questionName(LINKED_QUESTION)}`,
    kind: 'open',
    run: async (page) =>
      measure(page, await pointAt(tab(page, '解答')), () => untilQuestion(page, LINKED_QUESTION)),
  },
  ...[
    { label: '下一題', to: LINKED_QUESTION + 1 },
    { label: '上一題', to: LINKED_QUESTION },
  ].map(
    ({ label, to }): Action => ({
      name: `${label}: ${questionName(to)}`,
      kind: 'open',
      run: async (page) =>
        measure(page, await pointAt(aside(page).getByRole('button', { name: label })), () =>
          untilQuestion(page, to),
        ),
    }),
  ),
];

/** One signed-in visit: the course's page, then every action in order, on a fresh page. */
async function visit(browser: Browser, baseUrl: string, token: string): Promise<ActionResult[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-TW' });
  try {
    await context.addInitScript(({ key, token }) => sessionStorage.setItem(key, token), {
      key: storageKeys.authToken,
      token,
    });
    await context.addInitScript(observeTimeline);
    const page = await context.newPage();
    page.setDefaultTimeout(STATE_TIMEOUT);
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(`${baseUrl}/archive?course=${EXAM_COURSE.id}`);
    await page.getByRole('article', { name: EXAM_ROW }).waitFor({ timeout: STATE_TIMEOUT });
    const results: ActionResult[] = [];
    for (const action of actions) results.push(await action.run(page));
    return results;
  } finally {
    await context.close();
  }
}

const columns: { title: string; key: keyof ActionResult; width: number; count?: true }[] = [
  { title: 'shown', key: 'shownMs', width: 10 },
  { title: 'long tasks', key: 'longTaskCount', width: 12, count: true },
  { title: 'longest', key: 'longestTaskMs', width: 10 },
  { title: 'long (CPU)', key: 'longTaskCountCpu', width: 12, count: true },
  { title: 'longest (CPU)', key: 'longestTaskCpuMs', width: 15 },
  { title: 'slowest input', key: 'slowestInputMs', width: 15 },
];

/** Per action the median of the runs; then, for scrolling and for opening a question, the worst of them all. */
function report(role: string, results: ActionResult[][]) {
  console.log(`${role.padEnd(36)}${columns.map(({ title, width }) => title.padStart(width)).join('')}`);
  actions.forEach((action, index) => {
    const of = (key: keyof ActionResult) => median(results.map((run) => run[index]?.[key] ?? 0));
    const cells = columns
      .map(({ key, width, count }) => (count ? String(of(key)) : ms(of(key))).padStart(width))
      .join('');
    console.log(`  ${action.name.padEnd(34)}${cells}`);
  });
  for (const [kind, label] of [
    ['scroll', 'scrolling'],
    ['open', 'opening a question'],
  ] as const) {
    const measured = results.flatMap((run) => run.filter((_, index) => actions[index]?.kind === kind));
    const worst = (key: keyof ActionResult) => Math.max(0, ...measured.map((result) => result[key]));
    const most = (key: keyof ActionResult) =>
      Math.max(
        0,
        ...results.map((run) =>
          run.reduce((sum, one, i) => sum + (actions[i]?.kind === kind ? one[key] : 0), 0),
        ),
      );
    console.log(
      `  ${role}, ${label}: ${most('longTaskCountCpu')} long task(s) over 50 ms of CPU, the longest ${ms(worst('longestTaskCpuMs'))}` +
        ` (wall clock: ${most('longTaskCount')}, the longest ${ms(worst('longestTaskMs'))}), in the worst of ${results.length} run(s)`,
    );
  }
}

async function main() {
  const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(
      `no ${distDir}/index.html: build the web app first (pnpm turbo run build --filter @pastexam/web)`,
    );
  if (!existsSync(chromiumPath)) {
    console.log(`exam page: skipped (no Chromium at ${chromiumPath}: apt-get install chromium)`);
    return;
  }
  const exam = examRoutes();
  const standIn = await startStandIn(distDir, exam.routes);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    console.log(
      `\nThe exam page with ${QUESTION_COUNT} questions × ${ANSWERS_PER_QUESTION} answers each (${EXAM_PAGES} pages, ` +
        `${(exam.answersBytes / 1000).toFixed(0)} kB of answers): long tasks when scrolling or opening a question; ` +
        `Chromium ${browser.version()}, 1280×800, CPU slowdown ${cpuSlowdown}×, median of ${runs} run(s)`,
    );
    await visitAsEachRole(runs, (token) => visit(browser, standIn.url, token), report);
  } finally {
    await browser.close();
    await standIn.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
