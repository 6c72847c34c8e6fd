import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { createStorage } from '../../storage/index.ts';
import { useTestApp } from '../../test-support/app.ts';
import { useJobWorkers } from '../../test-support/jobs.ts';
import { jobsFor, pagesFound, pagesOf, searchDeps, storedArchive } from '../../test-support/search.ts';
import { examPdf, SCAN_WORDS } from '../../test-support/search-pdfs.ts';
import { savePages } from '../pages.ts';
import { ocrLane, searchTextLane } from './lanes.ts';
import { ocrArchive } from './ocr-job.ts';
import { EXTRACT_TEXT_KIND, OCR_KIND, queueArchiveTextJob } from './queue.ts';

const t = useTestApp();
const { start } = useJobWorkers(() => t);
const never = new AbortController().signal;
/** OCR takes seconds a page, more while other work shares the machine. */
const OCR_TIMEOUT = 120_000;
const pollOcr = { timeout: OCR_TIMEOUT - 10_000, interval: 200 };

describe('reading scanned pages with OCR', () => {
  test(
    'a stored scan is read by the text lane, then by OCR, and its words become searchable',
    async () => {
      const archive = await storedArchive(t, await examPdf(['text', 'scan']));
      await queueArchiveTextJob(t.db, EXTRACT_TEXT_KIND, archive.id);
      start([searchTextLane(searchDeps(t), 1), ocrLane(searchDeps(t), true)]);
      await expect
        .poll(async () => (await pagesOf(t, archive.id)).map((page) => page.ocrStatus), pollOcr)
        .toEqual(['not_needed', 'done']);
      const scan = (await pagesOf(t, archive.id))[1];
      expect(scan).toMatchObject({ source: 'ocr' });
      for (const word of SCAN_WORDS) expect(scan?.text).toContain(word);
      expect(await pagesFound(t, archive.id, 'fibonacci')).toEqual([2]);
      expect(await pagesFound(t, archive.id, '費氏數列')).toEqual([2]);
      await expect
        .poll(async () => (await jobsFor(t, OCR_KIND, archive.id))[0]?.result)
        .toBe('1 pages read, 0 failed');
    },
    OCR_TIMEOUT,
  );

  test(
    'goes on from the pages still waiting, leaving those already read as they are',
    async () => {
      const archive = await storedArchive(t, await examPdf(['scan', 'scan']));
      // As a run that died after its first page left them.
      await savePages(t.db, archive.id, [
        { page: 1, text: '先前辨識的文字', source: 'ocr', ocrStatus: 'done' },
        { page: 2, text: '', source: 'text_layer', ocrStatus: 'waiting' },
      ]);
      expect(
        await ocrArchive({ ...searchDeps(t), tesseract: { timeoutMs: OCR_TIMEOUT } }, archive.id, never),
      ).toBe('1 pages read, 0 failed');
      const pages = await pagesOf(t, archive.id);
      expect(pages[0]).toMatchObject({ text: '先前辨識的文字', ocrStatus: 'done' });
      expect(pages[1]).toMatchObject({ source: 'ocr', ocrStatus: 'done' });
      expect(pages[1]?.text).toContain('Fibonacci');
    },
    OCR_TIMEOUT,
  );

  test('a page Tesseract fails on is marked failed and keeps its text layer’s text', async () => {
    const archive = await storedArchive(t, await examPdf(['number']));
    await savePages(t.db, archive.id, [{ page: 1, text: '1', source: 'text_layer', ocrStatus: 'waiting' }]);
    const failing = join(t.env.DATA_DIR, 'failing-tesseract');
    await writeFile(failing, '#!/bin/sh\nexit 1\n');
    await chmod(failing, 0o755);
    const deps = { ...searchDeps(t), tesseract: { command: failing, timeoutMs: OCR_TIMEOUT } };
    expect(await ocrArchive(deps, archive.id, never)).toBe('0 pages read, 1 failed');
    expect(await pagesOf(t, archive.id)).toMatchObject([
      { page: 1, text: '1', source: 'text_layer', ocrStatus: 'failed' },
    ]);
  });

  test('pages whose archive file is missing cannot ever be read, so they are failed', async () => {
    const archive = await storedArchive(t, await examPdf(['scan']));
    await savePages(t.db, archive.id, [{ page: 1, text: '', source: 'text_layer', ocrStatus: 'waiting' }]);
    await createStorage(t.env.storage).delete(archive.fileKey);
    const deps = { ...searchDeps(t), tesseract: { timeoutMs: OCR_TIMEOUT } };
    expect(await ocrArchive(deps, archive.id, never)).toBe('file missing');
    expect(await pagesOf(t, archive.id)).toMatchObject([{ page: 1, ocrStatus: 'failed' }]);
    expect(await ocrArchive(deps, archive.id, never)).toBe('no page waiting');
  });

  test('a replica without Tesseract leaves OCR jobs and their pages waiting for one that has it', async () => {
    const archive = await storedArchive(t, await examPdf(['scan']));
    await queueArchiveTextJob(t.db, EXTRACT_TEXT_KIND, archive.id);
    start([searchTextLane(searchDeps(t), 1), ocrLane(searchDeps(t), false)]);
    await expect.poll(async () => (await jobsFor(t, OCR_KIND, archive.id)).length).toBe(1);
    // Jobs are taken oldest first: once a later one is done, the OCR job was passed over, not overlooked.
    const later = await storedArchive(t, await examPdf(['text']));
    await queueArchiveTextJob(t.db, EXTRACT_TEXT_KIND, later.id);
    const laterJob = (await jobsFor(t, EXTRACT_TEXT_KIND, later.id))[0];
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(jobs)
              .where(eq(jobs.id, laterJob?.id ?? ''))
          )[0]?.status,
      )
      .toBe('complete');
    expect((await jobsFor(t, OCR_KIND, archive.id))[0]?.status).toBe('pending');
    expect(await pagesOf(t, archive.id)).toMatchObject([{ page: 1, ocrStatus: 'waiting' }]);
  });
});
