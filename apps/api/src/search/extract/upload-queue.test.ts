import { routes } from '@pastexam/api-contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../app.ts';
import { archives } from '../../db/schema.ts';
import { type JobWorker, startJobWorker } from '../../jobs/worker.ts';
import { useTestApp } from '../../test-support/app.ts';
import { insertCourse, signedInUser } from '../../test-support/archives.ts';
import { createTestClient } from '../../test-support/client.ts';
import {
  jobsFor,
  pagesFound,
  searchDeps,
  TEXT_READ_TEST_TIMEOUT_MS,
  textRead,
} from '../../test-support/search.ts';
import { examPdf, TEXT_PAGES } from '../../test-support/search-pdfs.ts';
import { searchTextLane } from './lanes.ts';
import { EXTRACT_TEXT_KIND } from './queue.ts';

const t = useTestApp();
let token: string;
let courseId: number;
beforeAll(async () => {
  ({ token } = await signedInUser(t));
  courseId = (await insertCourse(t)).id;
});

const workers: JobWorker[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

/**
 * A text lane whose worker looks for work only once a minute unless told, and the app telling it of each upload
 * as the server's does: a job it takes within the test's wait was taken because it was told.
 */
function appWithSleepyWorker() {
  const worker = startJobWorker({
    db: t.db,
    logger: t.logger,
    lanes: [searchTextLane(searchDeps(t), 1)],
    pollIntervalMs: 60_000,
  });
  workers.push(worker);
  const app = createApp({
    ...t.appDeps,
    onTaskQueued: worker.kick,
  });
  return createTestClient(app);
}

async function upload(client: ReturnType<typeof createTestClient>, name: string) {
  const file = new File([await examPdf(['text'])], 'exam.pdf', { type: 'application/pdf' });
  const body = {
    course_id: String(courseId),
    professor: '林教授',
    academic_year: '113',
    archive_type: 'final',
    name,
    file,
  } as const;
  return client.call(routes.archives.uploadArchive, { body }, { token });
}

describe('an upload', () => {
  test(
    'queues the reading of its text with it, and is searchable as soon as that has run',
    async () => {
      const client = appWithSleepyWorker();
      for (const name of ['期末考（一）', '期末考（二）']) {
        const answer = await upload(client, name);
        if (!answer.ok) throw new Error(answer.body.detail);
        const id = answer.body.id;
        expect(await jobsFor(t, EXTRACT_TEXT_KIND, id)).toMatchObject([
          { payload: { archive_id: id }, dedupeKey: `${EXTRACT_TEXT_KIND}:${id}`, maxAttempts: 5 },
        ]);
        // The second upload finds the worker idle, long after its last look: only being told wakes it.
        await textRead(t, id);
        expect(await pagesFound(t, id, TEXT_PAGES[0].chinese)).toEqual([1]);
      }
    },
    TEXT_READ_TEST_TIMEOUT_MS,
  );

  test('whose job cannot be queued is not stored either: both are written in one transaction', async () => {
    await t.db.execute(sql`
      CREATE FUNCTION refuse_extraction() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.kind = ${sql.raw(`'${EXTRACT_TEXT_KIND}'`)} THEN RAISE EXCEPTION 'queue refused'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.execute(
      sql`CREATE TRIGGER refuse_extraction BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION refuse_extraction()`,
    );
    try {
      const answer = await upload(createTestClient(t.app), '無法排入佇列的考古題');
      expect(answer.status).toBe(500);
      expect(await t.db.select().from(archives).where(eq(archives.name, '無法排入佇列的考古題'))).toEqual([]);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_extraction ON jobs`);
      await t.db.execute(sql`DROP FUNCTION refuse_extraction()`);
    }
  });
});
