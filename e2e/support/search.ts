// Steps of the search specs: the photographed exam, waiting for the index, and the search box.
import { routes } from '@pastexam/api-contract';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { api } from './api.ts';
import { scannedPdf } from './archive.ts';

/**
 * A scan of a printed page that says `lines`: the browser draws them, photographs the page as a JPEG, and the
 * JPEG becomes a one-page PDF without any text layer. Letter size at 150 dpi.
 */
export async function photographedExam(browser: Browser, lines: readonly string[]): Promise<Buffer> {
  const [width, height] = [1275, 1650];
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const html = lines.map((line) => `<p>${line}</p>`).join('');
  await page.setContent(
    `<body style="margin:120px;font:56px/1.6 'DejaVu Sans',sans-serif;color:#111;background:#fff">${html}</body>`,
  );
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 90 });
  await context.close();
  return scannedPdf(jpeg, width, height);
}

/** The archive ids `query` finds through GET /search, as `token` asks. */
export async function searchIds(request: APIRequestContext, token: string, query: string): Promise<number[]> {
  const response = await api(request).call(routes.search.search, { query: { q: query } }, { token });
  if (!response.ok) throw new Error(response.body.detail);
  return response.body.items.map((hit) => hit.archive.id);
}

/** Waits until the index finds archive `archiveId` by `query` (text is read in the background after upload). */
export async function expectFound(
  request: APIRequestContext,
  token: string,
  query: string,
  archiveId: number,
  timeout = 20_000,
): Promise<void> {
  await expect
    .poll(() => searchIds(request, token, query), { timeout, message: `search for ${query}` })
    .toContain(archiveId);
}

/** Searches from the archive page's search box, as a user types and presses Enter. */
export async function searchFor(page: Page, query: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: '搜尋考古題內容' });
  await box.fill(query);
  await box.press('Enter');
}
