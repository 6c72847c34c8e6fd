import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { storeArchive } from '../archives/upload.ts';
import { archives, jobs, pendingFiles } from '../db/schema.ts';
import { periodicJobs } from '../job-lanes.ts';
import { type Schedule, startSchedule } from '../jobs/schedule.ts';
import { createStorage } from '../storage/index.ts';
import { createArchive } from '../test-support/ai-exam.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertCourse } from '../test-support/archives.ts';
import { useJobWorkers } from '../test-support/jobs.ts';
import { blankPdf } from '../test-support/pdfs.ts';
import {
  allPendingFiles,
  newArchiveKey,
  PendingFileLostError,
  settlePendingFile,
  takeStalePendingFiles,
  writePendingFile,
} from './pending.ts';
import { SWEEP_ORPHANS_KIND, sweepOrphans } from './sweep-orphans.ts';

const t = useTestApp();
const { startMaintenance } = useJobWorkers(() => t);

const HOUR = 3_600_000;
const storage = () => createStorage(t.env.storage);
const deps = () => ({ db: t.db, storage: storage(), logger: t.logger });
const exists = async (key: string) => (await storage().stat(key)) !== null;

/** Makes a stored file look written `ms` ago, as after a crash long past. */
async function age(key: string, ms: number) {
  if (t.env.storage.kind !== 'local') throw new Error('these tests age files on local disk');
  const when = new Date(Date.now() - ms);
  await utimes(join(t.env.storage.dir, key), when, when);
}

/** A file stored and recorded as pending, as an upload does just before its row, `ms` ago. */
async function pendingFile(ms: number) {
  const key = await writePendingFile(t.db, storage(), await blankPdf(1));
  await age(key, ms);
  await t.db
    .update(pendingFiles)
    .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(pendingFiles.fileKey, key));
  return key;
}

/** A file no row names, as a crash between storing and recording it would leave, written `ms` ago. */
async function strayFile(ms: number, key = newArchiveKey()) {
  await storage().put(key, await blankPdf(1), 'application/pdf');
  await age(key, ms);
  return key;
}

describe('the sweep of what a crash left', () => {
  test('removes pending keys past the grace with their files, and leaves uploads still under way', async () => {
    const crashed = await pendingFile(2 * HOUR);
    const underWay = await pendingFile(0);
    const report = await sweepOrphans(deps(), HOUR);
    expect(report.pending).toBeGreaterThanOrEqual(1);
    expect(await exists(crashed)).toBe(false);
    expect(await exists(underWay)).toBe(true);
    const left = (await t.db.select().from(pendingFiles)).map((row) => row.fileKey);
    expect(left).toContain(underWay);
    expect(left).not.toContain(crashed);
  });

  test('removes old archive files no row names, and keeps those of rows (deleted ones too) and young ones', async () => {
    const course = await insertCourse(t);
    const live = await createArchive(t, course);
    const trashed = await createArchive(t, course);
    await t.db.update(archives).set({ deletedAt: new Date() }).where(eq(archives.id, trashed.id));
    for (const key of [live.fileKey, trashed.fileKey]) await age(key, 2 * HOUR);
    const orphan = await strayFile(2 * HOUR);
    const fresh = await strayFile(0);
    const elsewhere = await strayFile(2 * HOUR, `other/${newArchiveKey()}`);

    const report = await sweepOrphans(deps(), HOUR);
    expect(report.unreferenced).toBeGreaterThanOrEqual(1);
    expect(await exists(orphan)).toBe(false);
    for (const kept of [live.fileKey, trashed.fileKey, fresh, elsewhere])
      expect(await exists(kept)).toBe(true);
  });

  test('a writer slower than the grace cannot give a row to a file the sweep removed', async () => {
    const key = await writePendingFile(t.db, storage(), await blankPdf(1));
    await t.db
      .update(pendingFiles)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(pendingFiles.fileKey, key));
    expect(await takeStalePendingFiles(t.db, HOUR)).toContain(key);
    await expect(t.db.transaction((tx) => settlePendingFile(tx, key))).rejects.toBeInstanceOf(
      PendingFileLostError,
    );
  });

  test('an upload whose row cannot be written leaves neither its file nor its pending key', async () => {
    const pendingBefore = await allPendingFiles(t.db);
    const before = new Set<string>();
    for await (const object of storage().list('archives/')) before.add(object.key);
    const upload = storeArchive(t.db, storage(), {
      course: { kind: 'existing', id: 2_000_000_000 },
      name: '期中考',
      professor: '王教授',
      academic_year: 112,
      archive_type: 'midterm',
      has_answers: false,
      bytes: await blankPdf(1),
      uploaderId: null,
    });
    await expect(upload).rejects.toThrow();
    const after = [];
    for await (const object of storage().list('archives/'))
      if (!before.has(object.key)) after.push(object.key);
    expect(after).toEqual([]);
    expect(await allPendingFiles(t.db)).toEqual(pendingBefore);
  });

  test('runs on start through the queue, once however many replicas start together', async () => {
    const orphan = await strayFile(3 * 24 * HOUR);
    const noop = () => undefined;
    const schedules: Schedule[] = [1, 2, 3].map(() =>
      startSchedule({ db: t.db, logger: t.logger, jobs: periodicJobs, onQueued: noop }),
    );
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, SWEEP_ORPHANS_KIND));
    expect(queued.filter((job) => job.status === 'pending')).toHaveLength(1);
    startMaintenance();
    await expect
      .poll(async () => (await t.db.select().from(jobs).where(eq(jobs.kind, SWEEP_ORPHANS_KIND)))[0]?.status)
      .toBe('complete');
    expect(await exists(orphan)).toBe(false);
  });
});
