// Pages waiting for OCR always have a job that will read them: the hourly sweep gives one to every archive whose
// job failed for good or was lost, once, and never to an archive in the trash.
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { useTestApp } from '../../test-support/app.ts';
import { insertArchive, insertCourse } from '../../test-support/archives.ts';
import { jobsFor } from '../../test-support/search.ts';
import { savePages } from '../pages.ts';
import { queueWaitingOcr } from './ocr-sweep.ts';
import { OCR_KIND } from './queue.ts';

const t = useTestApp();

/** An archive whose pages have the OCR states given, page 1 first. */
async function archiveWithPages(states: ('waiting' | 'done')[], deletedAt?: Date) {
  const course = await insertCourse(t);
  const archive = await insertArchive(t, { courseId: course.id, ...(deletedAt ? { deletedAt } : {}) });
  await savePages(
    t.db,
    archive.id,
    states.map((ocrStatus, index) => ({ page: index + 1, text: '', source: 'ocr', ocrStatus })),
  );
  return archive.id;
}

describe('the OCR sweep', () => {
  test('queues one OCR job for each archive with waiting pages and none queued, and none twice', async () => {
    const orphan = await archiveWithPages(['done', 'waiting', 'waiting']);
    const read = await archiveWithPages(['done', 'done']);
    const trashed = await archiveWithPages(['waiting'], new Date());
    expect(await queueWaitingOcr(t.db)).toBe(1);
    expect(await jobsFor(t, OCR_KIND, orphan)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await jobsFor(t, OCR_KIND, read)).toEqual([]);
    expect(await jobsFor(t, OCR_KIND, trashed)).toEqual([]);
    // The job is still waiting: the next sweep leaves it alone.
    expect(await queueWaitingOcr(t.db)).toBe(0);
    expect(await jobsFor(t, OCR_KIND, orphan)).toHaveLength(1);
  });

  test('gives pages whose job failed for good a new one', async () => {
    const archiveId = await archiveWithPages(['waiting']);
    await queueWaitingOcr(t.db);
    const [job] = await jobsFor(t, OCR_KIND, archiveId);
    if (!job) throw new Error('no OCR job was queued');
    await t.db.update(jobs).set({ status: 'failed', error: 'Tesseract 無法執行' }).where(eq(jobs.id, job.id));
    expect(await queueWaitingOcr(t.db)).toBe(1);
    expect((await jobsFor(t, OCR_KIND, archiveId)).map((row) => row.status).sort()).toEqual([
      'failed',
      'pending',
    ]);
  });
});
