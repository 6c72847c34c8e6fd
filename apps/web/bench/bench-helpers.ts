// What the page benchmarks share: clicking as plain mouse input, and how figures are summed up and printed.
import { loadavg } from 'node:os';
import type { Locator } from 'playwright-core';
import { ADMIN_ID, STUDENT_ID } from './department-data.ts';
import { tokenFor } from './stand-in-server.ts';
import type { ActionResult } from './timeline.ts';

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

/**
 * Runs `visit` `runs` times as a student, then as an admin, with a token of each, handing each role's results to
 * `report`; says how busy the machine was before and after, since other work lengthens every figure.
 */
export async function visitAsEachRole(
  runs: number,
  visit: (token: string) => Promise<ActionResult[]>,
  report: (role: string, results: ActionResult[][]) => void,
): Promise<void> {
  const load = () => loadavg()[0]?.toFixed(1) ?? '?';
  console.log(`load average at the start: ${load()}`);
  const users = [
    { role: 'student', user: { uid: STUDENT_ID, name: '王小明', is_admin: false } },
    { role: 'admin', user: { uid: ADMIN_ID, name: '管理員', is_admin: true } },
  ];
  for (const { role, user } of users) {
    const results: ActionResult[][] = [];
    for (let run = 0; run < runs; run += 1) results.push(await visit(tokenFor(user)));
    report(role, results);
  }
  console.log(`load average at the end: ${load()}`);
}
