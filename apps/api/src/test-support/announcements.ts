import { announcements } from '../db/schema.ts';
import type { TestApp } from './app.ts';

let counter = 0;

/**
 * An announcement written straight to the database, shown now unless the values say otherwise; its title is
 * unique unless given. Times in the past or future put it before or after its window.
 */
export async function insertAnnouncement(
  t: TestApp,
  values: Partial<typeof announcements.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await t.db
    .insert(announcements)
    .values({ title: `公告${counter}-${Date.now()}`, body: `內容 ${counter}`, ...values })
    .returning();
  if (!row) throw new Error('no announcement');
  return row;
}

const MINUTE_MS = 60_000;

/** An instant `minutes` from now (negative: in the past). */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS);
