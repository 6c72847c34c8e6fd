import { eq } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { archives, jobs, pendingFiles } from '../db/schema.ts';
import { newArchiveKey } from '../files/pending.ts';
import { insertJob } from '../jobs/repository.ts';
import { createStorage } from '../storage/index.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse } from '../test-support/archives.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { allText } from '../test-support/pdfs.ts';
import { readAll } from '../test-support/storage-behaviour.ts';
import { SANITIZE_ARCHIVE_KIND, sanitizeStoredArchive } from './sanitize-job.ts';

const t = useTestApp();
const { startMaintenance } = useJobWorkers(() => t);

const storage = () => createStorage(t.env.storage);
const deps = () => ({ db: t.db, storage: storage(), logger: t.logger });

/** A PDF as uploads stored it before they were cleaned: with JavaScript that runs on opening. */
async function pdfWithScript(): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  document.addPage();
  document.catalog.set(
    PDFName.of('OpenAction'),
    document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("stored")') }),
  );
  return document.save({ useObjectStreams: false });
}

/** An archive whose file went into storage as it was uploaded, as before uploads were cleaned. */
async function storedArchive(bytes: Uint8Array, values: { deletedAt?: Date } = {}) {
  const course = await insertCourse(t);
  const fileKey = newArchiveKey();
  await storage().put(fileKey, bytes, 'application/pdf');
  return insertArchive(t, { courseId: course.id, fileKey, fileSize: bytes.length, ...values });
}

const current = async (id: number) => (await t.db.select().from(archives).where(eq(archives.id, id)))[0];
const fileOf = async (key: string) => readAll((await storage().get(key)).body);

describe('cleaning a stored archive', () => {
  test('replaces its file with one without active content, under a new key, and removes the old file', async () => {
    const original = await pdfWithScript();
    const archive = await storedArchive(original, { deletedAt: new Date() });
    expect(await sanitizeStoredArchive(deps(), archive.id)).toBe('cleaned');

    const after = await current(archive.id);
    expect(after?.fileKey).not.toBe(archive.fileKey);
    const bytes = await fileOf(after?.fileKey ?? '');
    expect(after?.fileSize).toBe(bytes.length);
    expect(await allText(original)).toContain('app.alert');
    expect(await allText(bytes)).not.toContain('app.alert');
    expect(await storage().stat(archive.fileKey)).toBeNull();
    expect(await t.db.select().from(pendingFiles)).toEqual([]);
    // Nothing else about it changed, deleted or not.
    expect(after).toMatchObject({ name: archive.name, deletedAt: archive.deletedAt });
  });

  test('running it again leaves a clean file alone', async () => {
    const archive = await storedArchive(await pdfWithScript());
    await sanitizeStoredArchive(deps(), archive.id);
    const cleanedKey = (await current(archive.id))?.fileKey;
    expect(await sanitizeStoredArchive(deps(), archive.id)).toBe('unchanged');
    expect((await current(archive.id))?.fileKey).toBe(cleanedKey);
  });

  test('keeps a file today’s check would refuse, and an archive without its file or without its row is no error', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.4\nnot really a pdf at all\n%%EOF');
    const archive = await storedArchive(damaged);
    expect(await sanitizeStoredArchive(deps(), archive.id)).toBe('kept: damaged');
    expect(Buffer.from(await fileOf(archive.fileKey)).equals(Buffer.from(damaged))).toBe(true);

    const missing = await storedArchive(await pdfWithScript());
    await storage().delete(missing.fileKey);
    expect(await sanitizeStoredArchive(deps(), missing.id)).toBe('file missing');
    expect(await sanitizeStoredArchive(deps(), 2_000_000_000)).toBe('gone');
  });

  test('runs as a queued job through the maintenance lane', async () => {
    const archive = await storedArchive(await pdfWithScript());
    const job = await insertJob(t.db, {
      kind: SANITIZE_ARCHIVE_KIND,
      payload: { archive_id: archive.id },
      maxAttempts: 5,
    });
    startMaintenance();
    await expect
      .poll(async () => (await t.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.status)
      .toBe('complete');
    expect(await allText(await fileOf((await current(archive.id))?.fileKey ?? ''))).not.toContain(
      'app.alert',
    );
  });
});
