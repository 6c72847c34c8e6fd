// Steps of the search specs: the photographed exam, waiting for the index, and the search box.
import { routes } from '@pastexam/api-contract';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { api } from './api.ts';
import { scannedPdf, serializePdf } from './archive.ts';

/**
 * A phone's photo of a printed page that says `lines`, as a JPEG: the browser draws them and photographs the
 * page. Letter size at 150 dpi; `turned`, taken a quarter turn anticlockwise, as a phone held sideways does
 * without saying so (no EXIF orientation), so that one turn clockwise puts it upright.
 */
export async function photographedPage(
  browser: Browser,
  lines: readonly string[],
  { turned = false } = {},
): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width: LETTER.width, height: LETTER.height } });
  const page = await context.newPage();
  const html = lines.map((line) => `<p>${line}</p>`).join('');
  await page.setContent(
    `<body style="margin:120px;font:56px/1.6 'DejaVu Sans',sans-serif;color:#111;background:#fff">${html}</body>`,
  );
  const upright = await page.screenshot({ type: 'jpeg', quality: 90 });
  const photo = turned
    ? await page.evaluate(async (base64): Promise<string> => {
        const image = new Image();
        image.src = `data:image/jpeg;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.height, image.width];
        const context = canvas.getContext('2d');
        if (context === null) throw new Error('no 2D canvas');
        context.translate(0, canvas.height);
        context.rotate(-Math.PI / 2);
        context.drawImage(image, 0, 0);
        return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
      }, upright.toString('base64'))
    : null;
  await context.close();
  return photo === null ? upright : Buffer.from(photo, 'base64');
}

const LETTER = { width: 1275, height: 1650 };

/** A scan of a printed page that says `lines`: photographedPage's JPEG as a one-page PDF without any text layer. */
export async function photographedExam(browser: Browser, lines: readonly string[]): Promise<Buffer> {
  return scannedPdf(await photographedPage(browser, lines), LETTER.width, LETTER.height);
}

/**
 * A one-page PDF with one line, `Look for a {word} here`, whose word is drawn in two text operations, split
 * after `at` characters: the first part in bold, so that pdf.js gives the page's text in separate pieces with
 * the word split between two of them (in one font it would join them into one).
 */
export function splitWordPdf(word: string, at: number): Buffer {
  const content = `BT /F1 16 Tf 72 700 Td (Look for a ) Tj /F2 16 Tf (${word.slice(0, at)}) Tj /F1 16 Tf (${word.slice(at)} here) Tj ET`;
  return serializePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

/** The text of each range the preview marks as a search's match, in the order they were marked. */
export function markedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(CSS.highlights.get('search-match') ?? [])].map(String));
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
