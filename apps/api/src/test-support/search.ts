import { parseQuery } from '@pastexam/api-contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { archivePages, jobs } from '../db/schema.ts';
import { newArchiveKey } from '../files/pending.ts';
import type { ArchiveFileDeps } from '../search/extract/extract-job.ts';
import { EXTRACT_TEXT_KIND } from '../search/extract/queue.ts';
import { tsqueryLiteral } from '../search/tsvector.ts';
import { createStorage } from '../storage/index.ts';
import type { TestApp } from './app.ts';
import { insertArchive, insertCourse } from './archives.ts';

/** What the search jobs are given in a test: the test app's database, its storage and its logger. */
export const searchDeps = (t: TestApp): ArchiveFileDeps => ({
  db: t.db,
  storage: createStorage(t.env.storage),
  logger: t.logger,
});

/** An archive whose file `bytes` is stored, with no page text yet. */
export async function storedArchive(t: TestApp, bytes: Uint8Array) {
  const course = await insertCourse(t);
  const fileKey = newArchiveKey();
  await createStorage(t.env.storage).put(fileKey, bytes, 'application/pdf');
  return insertArchive(t, { courseId: course.id, fileKey, fileSize: bytes.length });
}

/** What the helpers below read: a database, the test app's or another. */
type Reader = { db: Database };

/** The index's rows of one archive, by page. */
export const pagesOf = (t: Reader, archiveId: number) =>
  t.db
    .select({
      page: archivePages.page,
      text: archivePages.text,
      source: archivePages.source,
      ocrStatus: archivePages.ocrStatus,
    })
    .from(archivePages)
    .where(eq(archivePages.archiveId, archiveId))
    .orderBy(asc(archivePages.page));

/** The pages of one archive the search index finds for `query`, as the search does. */
export async function pagesFound(t: Reader, archiveId: number, query: string): Promise<number[]> {
  const rows = await t.db
    .select({ page: archivePages.page })
    .from(archivePages)
    .where(
      and(
        eq(archivePages.archiveId, archiveId),
        sql`${archivePages.tokens} @@ ${tsqueryLiteral(parseQuery(query))}::tsquery`,
      ),
    )
    .orderBy(asc(archivePages.page));
  return rows.map((row) => row.page);
}

/** The jobs of `kind` queued for one archive. */
export const jobsFor = (t: Reader, kind: string, archiveId: number) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload} ->> 'archive_id' = ${String(archiveId)}`));

/**
 * How long a test waits for a text layer to be read: the text thread's first start in a test process (pdf.js
 * through tsx) takes seconds, many more while other tests load the machine.
 */
export const TEXT_READ_TIMEOUT_MS = 45_000;

/** The time a test that waits for a text layer to be read is given in all. */
export const TEXT_READ_TEST_TIMEOUT_MS = TEXT_READ_TIMEOUT_MS + 30_000;

/** Waits until reading the archive's text for search has completed. */
export const textRead = (t: Reader, archiveId: number) =>
  expect
    .poll(async () => (await jobsFor(t, EXTRACT_TEXT_KIND, archiveId))[0]?.status, {
      timeout: TEXT_READ_TIMEOUT_MS,
    })
    .toBe('complete');
