// What the page benchmarks share: clicking as plain mouse input, and how figures are summed up and printed.
import type { Locator } from 'playwright-core';

/**
 * A click on what `target` finds, as plain mouse input at its centre, found and scrolled into view beforehand:
 * Playwright's own click would search the page by role again and check the target as it clicks, work of the
 * benchmark that would land on the page's main thread among the tasks being measured.
 */
export async function pointAt(target: Locator): Promise<() => Promise<void>> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to click: the target is not laid out');
  const page = target.page();
  return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
