import { expect, type Locator } from '@playwright/test';

/**
 * How long a preview's first page may take to be drawn. Opening the first preview of a page starts pdf.js's
 * worker, which loads and parses the file there; with the suite's two browsers and the server sharing two
 * cores, that has taken past the 15 s an ordinary state gets, while the page showed its loader throughout.
 */
const FIRST_DRAWING_MS = 45_000;

/** Waits until page `page` (from 1) of the preview inside `container` is drawn. */
export async function expectPageDrawn(container: Locator, page = 1): Promise<void> {
  await expect(container.getByRole('img', { name: `第 ${page} 頁` })).toBeVisible({
    timeout: FIRST_DRAWING_MS,
  });
}
