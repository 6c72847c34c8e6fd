import { routes } from '@pastexam/api-contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { archives } from '../db/schema.ts';
import { writesBehind } from '../db/writes-behind.ts';
import { createStorage } from '../storage/index.ts';
import { useTestApp } from '../test-support/app.ts';
import { insertArchive, insertCourse, listArchives, signedInUser } from '../test-support/archives.ts';

const t = useTestApp();

/** Runs until `release`, holding the archive's row as another writer on the same database would. */
async function holdRow(archiveId: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = () => {};
  const isHeld = new Promise<void>((resolve) => {
    held = resolve;
  });
  const holding = t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from ${archives} where id = ${archiveId} for update`);
    held();
    await released;
  });
  await isHeld;
  return {
    release: async () => {
      release();
      await holding;
    },
  };
}

it('sends the file while its count waits for the row, and a list made after it waits for the count', async () => {
  const course = await insertCourse(t);
  const fileKey = `archives/held-${course.id}.pdf`;
  const bytes = new TextEncoder().encode('%PDF-1.4 held');
  await createStorage(t.env.storage).put(fileKey, bytes, 'application/pdf');
  const archive = await insertArchive(t, { courseId: course.id, fileKey });
  const { token } = await signedInUser(t);
  const params = { cid: String(course.id), aid: String(archive.id) };
  const counted = async () => (await listArchives(t, course.id, token))[0]?.download_count;

  const row = await holdRow(archive.id);
  try {
    const response = await t.client().raw(routes.archives.archiveDownload, { params }, { token });
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(writesBehind(t.db).settled()).not.toBeNull();
    const listed = counted();
    // Unheld, a list answers in milliseconds (with the count not yet written); held, it waits for the count.
    const waiting = new Promise((resolve) => setTimeout(() => resolve('waiting'), 500));
    expect(await Promise.race([listed, waiting])).toBe('waiting');
    await row.release();
    expect(await listed).toBe(1);
  } finally {
    await row.release();
  }
});
