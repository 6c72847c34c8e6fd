import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { claimNextJob } from '../../jobs/repository.ts';
import { createStorage } from '../../storage/index.ts';
import { useTestApp } from '../../test-support/app.ts';
import { useJobWorkers } from '../../test-support/jobs.ts';
import {
  jobsFor,
  pagesFound,
  pagesOf,
  searchDeps,
  storedArchive,
  TEXT_READ_TEST_TIMEOUT_MS,
  TEXT_READ_TIMEOUT_MS,
} from '../../test-support/search.ts';
import { examPdf, TEXT_PAGES } from '../../test-support/search-pdfs.ts';
import { savePages } from '../pages.ts';
import { extractArchiveText } from './extract-job.ts';
import { searchTextLane } from './lanes.ts';
import { EXTRACT_TEXT_KIND, OCR_KIND, queueArchiveTextJob } from './queue.ts';

const t = useTestApp();
const { start } = useJobWorkers(() => t);
const never = new AbortController().signal;
const extract = (archiveId: number) => extractArchiveText(searchDeps(t), archiveId, never);

// The first read in a test process waits for the text thread to start.
describe('reading an archive’s text for search', { timeout: TEXT_READ_TEST_TIMEOUT_MS }, () => {
  test('writes every page of its text layer, searchable in Chinese and English, with nothing for OCR', async () => {
    const file = await examPdf(['text', 'text']);
    const archive = await storedArchive(t, file);
    // pdf.js reads the file on a thread of its own, never on the thread that answers requests.
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    expect(await extract(archive.id)).toBe('2 pages written, 0 waiting for OCR');
    expect(sent).toHaveBeenCalledWith({ bytes: expect.any(Uint8Array) });
    sent.mockRestore();
    const pages = await pagesOf(t, archive.id);
    expect(pages).toMatchObject([
      { page: 1, source: 'text_layer', ocrStatus: 'not_needed' },
      { page: 2, source: 'text_layer', ocrStatus: 'not_needed' },
    ]);
    expect(pages[1]?.text).toContain(TEXT_PAGES[1].chinese);
    expect(await pagesFound(t, archive.id, '二元搜尋樹')).toEqual([1]);
    expect(await pagesFound(t, archive.id, 'TLB 置換')).toEqual([2]);
    expect(await jobsFor(t, OCR_KIND, archive.id)).toEqual([]);
  });

  test('a scanned page waits for OCR, and one OCR job is queued for the archive however often it runs', async () => {
    const archive = await storedArchive(t, await examPdf(['text', 'scan', 'number']));
    expect(await extract(archive.id)).toBe('3 pages written, 2 waiting for OCR');
    const first = await pagesOf(t, archive.id);
    expect(first).toMatchObject([
      { page: 1, source: 'text_layer', ocrStatus: 'not_needed' },
      { page: 2, source: 'text_layer', ocrStatus: 'waiting', text: '' },
      { page: 3, source: 'text_layer', ocrStatus: 'waiting' },
    ]);
    expect(await extract(archive.id)).toBe('3 pages written, 2 waiting for OCR');
    expect(await pagesOf(t, archive.id)).toEqual(first);
    const queued = await jobsFor(t, OCR_KIND, archive.id);
    expect(queued).toMatchObject([
      { status: 'pending', dedupeKey: `${OCR_KIND}:${archive.id}`, payload: { archive_id: archive.id } },
    ]);

    // What OCR read is kept when the text layer is read again.
    await savePages(t.db, archive.id, [{ page: 2, text: '費氏數列', source: 'ocr', ocrStatus: 'done' }]);
    expect(await extract(archive.id)).toBe('2 pages written, 1 waiting for OCR');
    expect((await pagesOf(t, archive.id))[1]).toMatchObject({
      text: '費氏數列',
      source: 'ocr',
      ocrStatus: 'done',
    });
    expect(await jobsFor(t, OCR_KIND, archive.id)).toHaveLength(1);
  });

  test('an archive purged, without its file, or with a file pdf.js cannot read ends with a result, not a retry', async () => {
    expect(await extract(2_000_000_000)).toBe('gone');
    const missing = await storedArchive(t, await examPdf(['text']));
    await createStorage(t.env.storage).delete(missing.fileKey);
    expect(await extract(missing.id)).toBe('file missing');
    const damaged = await storedArchive(t, new TextEncoder().encode('%PDF-1.4\nnot really a pdf\n%%EOF'));
    expect(await extract(damaged.id)).toMatch(/^unreadable: /);
    expect(await pagesOf(t, damaged.id)).toEqual([]);
  });

  test(
    'a job whose worker died holding it is taken again once its lease ran out, and completes',
    async () => {
      const archive = await storedArchive(t, await examPdf(['text']));
      expect(await queueArchiveTextJob(t.db, EXTRACT_TEXT_KIND, archive.id)).toBe(true);
      expect(await queueArchiveTextJob(t.db, EXTRACT_TEXT_KIND, archive.id)).toBe(false);
      // A worker claims it with a lease that runs out at once, and is never heard of again.
      const claimed = await claimNextJob(t.db, new Map([[EXTRACT_TEXT_KIND, 1]]));
      expect(claimed?.job.payload).toEqual({ archive_id: archive.id });
      start([searchTextLane(searchDeps(t), 1)]);
      const job = async () =>
        (
          await t.db
            .select()
            .from(jobs)
            .where(eq(jobs.id, claimed?.job.id ?? ''))
        )[0];
      await expect
        .poll(async () => (await job())?.status, { timeout: TEXT_READ_TIMEOUT_MS })
        .toBe('complete');
      expect(await job()).toMatchObject({ attempts: 2, result: '1 pages written, 0 waiting for OCR' });
      expect(await pagesFound(t, archive.id, 'rotation')).toEqual([1]);
    },
    TEXT_READ_TEST_TIMEOUT_MS,
  );
});
