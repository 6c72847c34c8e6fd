import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { newArchiveKey } from '../../files/pending.ts';
import { startJobWorker } from '../../jobs/worker.ts';
import { createLogger } from '../../logger.ts';
import { createStorage } from '../../storage/index.ts';
import { captureLogs } from '../../test-support/app.ts';
import { createTestStorage } from '../../test-support/database.ts';
import { applyMigrations } from '../../test-support/migrations.ts';
import {
  jobsFor,
  pagesFound,
  pagesOf,
  TEXT_READ_TEST_TIMEOUT_MS,
  textRead,
} from '../../test-support/search.ts';
import { examPdf, TEXT_PAGES } from '../../test-support/search-pdfs.ts';
import { tsvectorLiteral } from '../tsvector.ts';
import { extractArchiveText } from './extract-job.ts';
import { searchTextLane } from './lanes.ts';
import { EXTRACT_TEXT_KIND, OCR_KIND, queueArchiveTextJob } from './queue.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database migrated only as far as `migrations`, and a stored exam of `layout` for its archives. */
async function olderDatabase(migrations: readonly string[], layout: Parameters<typeof examPdf>[0]) {
  const storage = await createTestStorage({ database: 'empty' });
  cleanups.push(storage.cleanup);
  const env = loadEnv({
    DATA_DIR: storage.dataDir,
    DATABASE_URL: storage.databaseUrl,
    APP_SECRET: 'm'.repeat(40),
  });
  const handle = createDatabase(env);
  cleanups.push(handle.close);
  await applyMigrations(handle.db, ...migrations);
  const files = createStorage(env.storage);
  const fileKey = newArchiveKey();
  await files.put(fileKey, await examPdf(layout), 'application/pdf');
  return { env, db: handle.db, files, fileKey };
}

/** Every migration before search's, as 0000 … 0012. */
const beforeSearch = Array.from({ length: 13 }, (_, index) => String(index).padStart(4, '0'));

test(
  'an archive stored before search gets its text once the job its migration queued has run',
  async () => {
    const { env, db, files, fileKey } = await olderDatabase(beforeSearch, ['text']);
    await db.execute(sql`INSERT INTO courses (id, name, category) VALUES (1, '資料結構', 'sophomore')`);
    await db.execute(sql`
    INSERT INTO archives (id, course_id, name, professor, academic_year, archive_type, file_key, file_size, deleted_at)
    VALUES (5, 1, '期中考', '王', 112, 'midterm', ${fileKey}, 10, NULL),
           (6, 1, '期末考', '王', 112, 'final', ${fileKey}, 10, now())`);
    await applyMigrations(db, '0013');

    const t = { db };
    for (const id of [5, 6]) {
      expect(await jobsFor(t, EXTRACT_TEXT_KIND, id)).toMatchObject([
        { status: 'pending', maxAttempts: 5, dedupeKey: `${EXTRACT_TEXT_KIND}:${id}` },
      ]);
    }
    // The server that runs the jobs has every later migration too; the job waiting already is not queued twice.
    await applyMigrations(db, '0014', '0015', '0016', '0017', '0018');
    for (const id of [5, 6]) expect(await jobsFor(t, EXTRACT_TEXT_KIND, id)).toHaveLength(1);
    const logger = createLogger(env, captureLogs().stream);
    const worker = startJobWorker({
      db,
      logger,
      lanes: [searchTextLane({ db, storage: files, logger }, 1)],
      pollIntervalMs: 50,
    });
    cleanups.push(worker.stop);
    for (const id of [5, 6]) {
      await textRead(t, id);
      expect(await pagesOf(t, id)).toMatchObject([{ page: 1, ocrStatus: 'not_needed' }]);
      expect(await pagesFound(t, id, TEXT_PAGES[0].chinese)).toEqual([1]);
    }
  },
  TEXT_READ_TEST_TIMEOUT_MS,
);

/** Every migration before lines were kept, as 0000 … 0017. */
const beforeLines = Array.from({ length: 18 }, (_, index) => String(index).padStart(4, '0'));

test(
  'archives stored before lines were kept are read again, once each, and what OCR read stays searchable until OCR reads it again',
  async () => {
    const { env, db, files, fileKey } = await olderDatabase(beforeLines, ['text', 'scan']);
    await db.execute(sql`INSERT INTO courses (id, name, category) VALUES (1, '資料結構', 'sophomore')`);
    await db.execute(sql`
    INSERT INTO archives (id, course_id, name, professor, academic_year, archive_type, file_key, file_size)
    VALUES (7, 1, '期中考', '王', 112, 'midterm', ${fileKey}, 10), (8, 1, '期末考', '王', 112, 'final', ${fileKey}, 10)`);
    await db.execute(sql`
    INSERT INTO archive_pages (archive_id, page, text, source, ocr_status, tokens)
    VALUES (7, 1, 'Binary search tree rotation', 'text_layer', 'not_needed', ''::tsvector),
           (7, 2, '費氏數列', 'ocr', 'done', ${tsvectorLiteral('費氏數列')}::tsvector)`);
    const t = { db };
    // Archive 8 is waiting to be read already: it keeps its one job.
    await queueArchiveTextJob(db, EXTRACT_TEXT_KIND, 8);
    await applyMigrations(db, '0018');

    for (const id of [7, 8]) {
      expect(await jobsFor(t, EXTRACT_TEXT_KIND, id)).toMatchObject([{ status: 'pending' }]);
    }
    expect(await pagesOf(t, 7)).toMatchObject([
      { page: 1, ocrStatus: 'not_needed' },
      { page: 2, source: 'ocr', ocrStatus: 'waiting', text: '費氏數列' },
    ]);
    const logger = createLogger(env, captureLogs().stream);
    await extractArchiveText({ db, storage: files, logger }, 7, new AbortController().signal);
    expect(await pagesFound(t, 7, '費氏數列')).toEqual([2]);
    expect(await jobsFor(t, OCR_KIND, 7)).toMatchObject([{ status: 'pending' }]);
  },
  TEXT_READ_TEST_TIMEOUT_MS,
);
