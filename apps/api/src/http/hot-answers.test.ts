// The course list and a course's archives are answered from memory, and exactly as fresh as the database: the
// same bytes and validators as an answer made afresh, a change seen by the very next read on the replica that
// made it and, through the database's announcements, on another; nothing kept while announcements may be lost.
import { routes } from '@pastexam/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Listener, Notifications } from '../db/notifications.ts';
import { archives, courses } from '../db/schema.ts';
import { useTestApp } from '../test-support/app.ts';
import {
  insertArchive,
  insertCourse,
  listArchives,
  listCourses,
  signedInUser,
} from '../test-support/archives.ts';
import { createTestClient } from '../test-support/client.ts';
import { decodedBody } from '../test-support/encoding.ts';
import { createHotAnswers } from './hot-answers.ts';
import { readyAnswer } from './ready-answer.ts';

const t = useTestApp();

/** The app on the test's database with no ready answers: every answer made afresh, as before they existed. */
const freshClient = () =>
  createTestClient(
    createApp({
      ...t.appDeps,
    }),
  );

/** A course with `count` archives, written straight to the database. */
async function courseWith(count: number) {
  const course = await insertCourse(t);
  for (let i = 0; i < count; i += 1) await insertArchive(t, { courseId: course.id });
  return course;
}

const archivesPath = (id: number) => `/api/courses/${id}/archives`;
const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  t.client().request('GET', path, { headers: { authorization: `Bearer ${token}`, ...headers } });

describe('ready answers', () => {
  it('are byte for byte the answer made afresh, in every encoding, with the same validator', async () => {
    const { token } = await signedInUser(t);
    const course = await courseWith(30);
    const fresh = freshClient();
    for (const path of ['/api/courses', archivesPath(course.id)]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const headers = { authorization: `Bearer ${token}`, 'accept-encoding': encoding };
        // The first request makes the ready answer, the second is served from it.
        await get(path, token, headers);
        const kept = await get(path, token, headers);
        const made = await fresh.request('GET', path, { headers });
        expect(kept.status).toBe(200);
        for (const name of ['etag', 'content-type', 'content-encoding', 'cache-control', 'vary'])
          expect(kept.headers.get(name), name).toBe(made.headers.get(name));
        const [keptBody, madeBody] = [await decodedBody(kept), await decodedBody(made)];
        expect(keptBody.text).toBe(madeBody.text);
        // Thirty archives make an answer worth compressing.
        if (path !== '/api/courses')
          expect(keptBody.encoding).toBe(encoding === 'identity' ? null : encoding);
      }
    }
  });

  it('answer 304 to a client that has the answer, and 200 with a new ETag once it changed', async () => {
    const { token } = await signedInUser(t);
    const course = await courseWith(2);
    const first = await get(archivesPath(course.id), token);
    const etag = first.headers.get('etag') ?? '';
    const again = await get(archivesPath(course.id), token, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    await insertArchive(t, { courseId: course.id });
    const changed = await get(archivesPath(course.id), token, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(await changed.json()).toHaveLength(3);
  });

  it('show a change made through the API to the very next read', async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const course = await courseWith(1);
    const [archive] = await listArchives(t, course.id, admin.token);
    const before = await listCourses(t, admin.token);
    expect(before.senior.map((c) => c.name)).toContain(course.name);

    await t
      .client()
      .output(
        routes.archives.updateArchive,
        { params: { cid: String(course.id), aid: String(archive?.id) }, body: { name: '期末考（改）' } },
        { token: admin.token },
      );
    expect((await listArchives(t, course.id, admin.token))[0]?.name).toBe('期末考（改）');

    await t
      .client()
      .output(
        routes.courses.adminUpdateCourse,
        { params: { id: String(course.id) }, body: { name: `${course.name}改`, category: 'senior' } },
        { token: admin.token },
      );
    expect((await listCourses(t, admin.token)).senior.map((c) => c.name)).toContain(`${course.name}改`);
  });

  it('show a change written by anything else (a job, an import) to the very next read', async () => {
    const { token } = await signedInUser(t);
    const course = await courseWith(1);
    expect(await listArchives(t, course.id, token)).toHaveLength(1);
    await t.db.update(archives).set({ downloadCount: 41 }).where(eq(archives.courseId, course.id));
    expect((await listArchives(t, course.id, token))[0]?.download_count).toBe(41);
    await t.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, course.id));
    expect((await listCourses(t, token)).senior.map((c) => c.id)).not.toContain(course.id);
    const gone = await get(archivesPath(course.id), token);
    expect(gone.status).toBe(404);
  });

  it("never show one user's fields to another", async () => {
    const admin = await signedInUser(t, { isAdmin: true });
    const student = await signedInUser(t);
    const course = await insertCourse(t);
    const archive = await insertArchive(t, { courseId: course.id });
    await t.db.update(archives).set({ legacyAcademicYear: 98 }).where(eq(archives.id, archive.id));

    // Whoever asks first, the other is answered as they would be on their own.
    expect((await listArchives(t, course.id, admin.token))[0]?.legacy_academic_year).toBe(98);
    expect((await listArchives(t, course.id, student.token))[0]).not.toHaveProperty('legacy_academic_year');
    expect((await listArchives(t, course.id, admin.token))[0]?.legacy_academic_year).toBe(98);
  });

  it('show a change made on one replica to the next read on another', async () => {
    const { token } = await signedInUser(t);
    const course = await courseWith(1);
    const there = await t.replica();
    const readThere = () =>
      there.output(routes.courses.listCourseArchives, { params: { id: String(course.id) } }, { token });
    expect(await readThere()).toHaveLength(1);
    await t.client().output(
      routes.archives.deleteArchive,
      {
        params: {
          cid: String(course.id),
          aid: String((await listArchives(t, course.id, token))[0]?.id),
        },
      },
      { token: (await signedInUser(t, { isAdmin: true })).token },
    );
    // On PostgreSQL the other replica hears of it when the database delivers the announcement.
    await expect.poll(async () => (await readThere()).length).toBe(0);
  });
});

/** Notifications whose connection can be cut and restored on demand. */
function cuttable(): { notifications: Notifications; listener: () => Listener } {
  let kept: Listener | undefined;
  return {
    notifications: {
      async listen(_channel, listener) {
        kept = listener;
        return async () => {};
      },
      close: async () => {},
    },
    listener: () => {
      if (!kept) throw new Error('not listening');
      return kept;
    },
  };
}

describe('a write through the same database handle', () => {
  it('forgets the ready answers before the writer goes on, and again when its transaction commits', async () => {
    const course = await insertCourse(t);
    const archive = await insertArchive(t, { courseId: course.id });
    t.hot.keep('list', readyAnswer([1]), t.hot.mark());
    await t.db.update(archives).set({ name: '已改' }).where(eq(archives.id, archive.id));
    expect(t.hot.get('list')).toBeUndefined();

    await t.db.transaction(async (tx) => {
      await tx.update(archives).set({ name: '再改' }).where(eq(archives.id, archive.id));
      // Made from what the transaction has not committed yet: it must not outlive the commit.
      t.hot.keep('list', readyAnswer([2]), t.hot.mark());
    });
    expect(t.hot.get('list')).toBeUndefined();
  });
});

describe('a replica that may have missed announcements', () => {
  it('keeps nothing while its listening connection is down, and forgets everything when it is back', async () => {
    const link = cuttable();
    const hot = createHotAnswers({
      notifications: link.notifications,
      writes: { subscribe: () => () => {} },
    });
    await hot.start();
    hot.keep('list', readyAnswer([1]), hot.mark());
    expect(hot.get('list')?.body.toString()).toBe('[1]');

    link.listener().onLost();
    expect(hot.get('list')).toBeUndefined();
    hot.keep('list', readyAnswer([2]), hot.mark());
    expect(hot.get('list')).toBeUndefined();

    const mark = hot.mark();
    link.listener().onRestored();
    // An answer made before the connection came back may predate what it missed.
    hot.keep('list', readyAnswer([3]), mark);
    expect(hot.get('list')).toBeUndefined();
    hot.keep('list', readyAnswer([4]), hot.mark());
    expect(hot.get('list')?.body.toString()).toBe('[4]');
    link.listener().onMessage('archives');
    expect(hot.get('list')).toBeUndefined();
    await hot.stop();
  });
});
