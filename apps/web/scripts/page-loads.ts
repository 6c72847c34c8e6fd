// What Debian's Chromium fetches on a first visit to a page of the production build, until the network is idle:
// every script, stylesheet, font and image it requests (preloads and what the app pulls in after it has started
// included), each measured as gzip of the bytes it received. The build is served on loopback by the benchmark's
// stand-in API (bench/stand-in-server.ts: a department of 500 courses, one with 2,000 archives), which answers at
// once, so what is counted is the page's own doing. Used by scripts/check-budgets.ts and `pnpm bench`.
// Usage: tsx scripts/page-loads.ts [dist] [--files]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { storageKeys } from '@pastexam/api-contract/storage-keys';
import { type FigureId, recordFigures } from '@pastexam/bench-results';
import { type Browser, chromium, type Request } from 'playwright-core';
import { LARGE_COURSE, STUDENT_ID } from '../bench/department-data.ts';
import { startStandIn, tokenFor } from '../bench/stand-in-server.ts';
import { measure } from './route-sizes.ts';

const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The pages the budgets hold: the guest's landing page and a course's archives, signed in. */
export const MEASURED_PAGES = [
  { name: '/', address: '/', signedIn: false, ready: 'landing' },
  { name: '/archive', address: `/archive?course=${LARGE_COURSE.id}`, signedIn: true, ready: 'archives' },
] as const;

/**
 * When a page is drawn by the app: React has committed its first page (the first view's attribute is gone,
 * app.tsx), and on the archive page the course's rows are listed.
 */
function isReady(ready: MeasuredPage['ready']): boolean {
  const started = !document.documentElement.hasAttribute('data-first-view');
  return started && (ready === 'landing' || document.querySelector('main article') !== null);
}

/**
 * How long nothing may be in flight or start before the network counts as idle: longer than the app waits at
 * most to preload what it fetches when idle (requestIdleCallback's 2 s timeout, lib/lazy-component.ts).
 */
const QUIET_MS = 2_500;
/** A page may take a minute to be drawn on a busy two-core machine. */
const READY_TIMEOUT = 120_000;
export type MeasuredPage = (typeof MEASURED_PAGES)[number];

export type FetchedFile = { path: string; kind: 'js' | 'css' | 'font' | 'image'; gzip: number };
export type PageLoad = {
  name: MeasuredPage['name'];
  /** gzip bytes of the HTML document. */
  html: number;
  /** Every file request, in the order they finished (a file fetched twice is listed twice). */
  files: FetchedFile[];
  /** gzip bytes of the scripts and stylesheets: what the budgets hold. */
  jsCss: number;
};

const KINDS: Record<string, FetchedFile['kind']> = {
  js: 'js',
  mjs: 'js',
  css: 'css',
  woff2: 'font',
  woff: 'font',
  ttf: 'font',
  svg: 'image',
  png: 'image',
  jpg: 'image',
  ico: 'image',
  webp: 'image',
};

/** What a request fetched, by its path's extension: null for the document and the API. */
function kindOf(path: string): FetchedFile['kind'] | null {
  if (path.startsWith('/api/')) return null;
  return KINDS[/\.(\w+)$/.exec(path)?.[1] ?? ''] ?? null;
}

async function loadPage(browser: Browser, origin: string, page: MeasuredPage): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-TW' });
  try {
    if (page.signedIn) {
      const token = tokenFor({ uid: STUDENT_ID, name: '王小明', is_admin: false });
      await context.addInitScript(({ key, value }) => sessionStorage.setItem(key, value), {
        key: storageKeys.authToken,
        value: token,
      });
    }
    const tab = await context.newPage();
    const measured: Promise<FetchedFile | null>[] = [];
    const inFlight = new Set<Request>();
    let lastActivity = performance.now();
    tab.on('request', (request) => {
      inFlight.add(request);
      lastActivity = performance.now();
    });
    const settled = (request: Request) => {
      inFlight.delete(request);
      lastActivity = performance.now();
    };
    tab.on('requestfailed', settled);
    let html = 0;
    // Until the network has gone quiet: a file finishing later is not part of the first load, and its body could
    // no longer be read once the tab has closed.
    let measuring = true;
    tab.on('requestfinished', (request) => {
      settled(request);
      if (!measuring) return;
      const { pathname } = new URL(request.url());
      const kind = kindOf(pathname);
      const isDocument = request.resourceType() === 'document';
      if (kind === null && !isDocument) return;
      measured.push(
        request.response().then(async (response) => {
          const body = await response?.body().catch(() => null);
          const gzip = body ? measure(body).gzip : 0;
          if (isDocument) html += gzip;
          return kind === null ? null : { path: pathname, kind, gzip };
        }),
      );
    });
    await tab.goto(`${origin}${page.address}`);
    await tab.waitForFunction(isReady, page.ready, { timeout: READY_TIMEOUT });
    while (inFlight.size > 0 || performance.now() - lastActivity < QUIET_MS) await sleep(100);
    measuring = false;
    const files = (await Promise.all(measured)).filter((file): file is FetchedFile => file !== null);
    const jsCss = files.filter((file) => file.kind === 'js' || file.kind === 'css');
    return { name: page.name, html, files, jsCss: jsCss.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await context.close();
  }
}

/** Loads each measured page of the build in `distDir` once, each in a fresh browser profile (nothing cached). */
export async function measurePageLoads(distDir: string): Promise<PageLoad[]> {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`no ${distDir}/index.html: build the web app first (pnpm --filter @pastexam/web build)`);
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath}: apt-get install chromium`);
  const standIn = await startStandIn(resolve(distDir));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const loads: PageLoad[] = [];
    for (const page of MEASURED_PAGES) loads.push(await loadPage(browser, standIn.url, page));
    return loads;
  } finally {
    await browser.close();
    await standIn.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line a page: JS and CSS (gzip) and how many files Chromium fetched. */
export function formatPageLoad(load: PageLoad): string {
  return (
    `${load.name.padEnd(10)} ${kB(load.jsCss).padStart(9)} JS+CSS gzip in ${String(load.files.length).padStart(2)} files ` +
    `(HTML ${kB(load.html)})`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const distDir = args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..', 'dist');
  const figures: Record<MeasuredPage['name'], FigureId> = { '/': 'bytes-home', '/archive': 'bytes-archive' };
  for (const load of await measurePageLoads(distDir)) {
    console.log(formatPageLoad(load));
    const detail = `${load.files.length} files`;
    recordFigures('page-loads', { [figures[load.name]]: { value: load.jsCss / 1000, detail } });
    if (args.includes('--files'))
      for (const file of load.files) console.log(`  ${kB(file.gzip).padStart(9)}  ${file.path}`);
  }
}
