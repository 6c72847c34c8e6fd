import { Writable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { createMemoryDatabase, type DatabaseHandle } from '../db/client.ts';
import { writesBehind } from '../db/writes-behind.ts';
import { createDownloadTally, MAX_WRITE_ATTEMPTS } from './download-tally.ts';

// An embedded database without the product's tables, until the last test makes the few the counts write.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createMemoryDatabase();
});
afterAll(() => handle.close());

const download = { userId: 1, courseId: 1, archiveId: 1, day: '2026-12-01' };

/** A tally on the database whose log of uncounted downloads the test reads. */
function tallyWithLog(retryDelayMs: number) {
  const lines: { event?: string; downloads?: number; dropped?: number }[] = [];
  const logger = pino(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')));
        done();
      },
    }),
  );
  const tally = createDownloadTally(handle.db, logger, { retryDelayMs, groupMs: 1 });
  return { tally, uncounted: () => lines.filter((line) => line.event === 'downloads_uncounted') };
}

test('a count that cannot be written is given up after five tries, and the log says so', async () => {
  const { tally, uncounted } = tallyWithLog(5);
  tally.count(download);
  await expect.poll(() => uncounted().length).toBe(MAX_WRITE_ATTEMPTS);
  expect(uncounted().at(-1)).toMatchObject({ downloads: 1, dropped: 1 });
  expect(
    uncounted()
      .slice(0, -1)
      .every((line) => line.dropped === 0),
  ).toBe(true);
  await writesBehind(handle.db).settled();
  // Nothing is tried again once it was given up.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(uncounted()).toHaveLength(MAX_WRITE_ATTEMPTS);
});

test('a count the database refuses is written again once it can be', async () => {
  const { tally, uncounted } = tallyWithLog(20);
  tally.count(download);
  await writesBehind(handle.db).settled();
  expect(uncounted()).toEqual([expect.objectContaining({ downloads: 1, dropped: 0 })]);
  const tables = [
    sql`create table courses (id integer primary key, deleted_at timestamptz)`,
    sql`create table archives (id integer primary key, download_count integer not null default 0)`,
    sql`create table archive_download_days (archive_id integer, day date, downloads integer, primary key (archive_id, day))`,
    sql`create table course_visits (user_id integer, course_id integer, visited_at timestamptz, primary key (user_id, course_id))`,
    sql`insert into courses (id) values (1)`,
    sql`insert into archives (id) values (1)`,
  ];
  for (const statement of tables) await handle.db.execute(statement);
  const rows = async (query: SQL) =>
    z.object({ rows: z.array(z.unknown()) }).parse(await handle.db.execute(query)).rows;
  await expect.poll(() => rows(sql`select download_count from archives`)).toEqual([{ download_count: 1 }]);
  expect(await rows(sql`select day::text, downloads from archive_download_days`)).toEqual([
    { day: '2026-12-01', downloads: 1 },
  ]);
});
