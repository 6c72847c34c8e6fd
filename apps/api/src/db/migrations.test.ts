// Migrations that move data are checked on data written the way the earlier schema wrote it: the files are
// applied one by one by hand, with rows inserted in between.
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../env.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { applyMigrations } from '../test-support/migrations.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';
import { hasEveryMigration, MIGRATIONS } from './journal.ts';

const opened: { storage: TestStorage; handle: DatabaseHandle }[] = [];
let handle: DatabaseHandle;
/** Each test starts from an empty database of its own. */
beforeEach(async () => {
  const storage = await createTestStorage({ database: 'empty' });
  handle = createDatabase(
    loadEnv({ DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl, APP_SECRET: 'm'.repeat(40) }),
  );
  opened.push({ storage, handle });
});
afterAll(async () => {
  for (const { storage, handle } of opened) {
    await handle.close();
    await storage.cleanup();
  }
});

const apply = (...prefixes: string[]) => applyMigrations(handle.db, ...prefixes);

const resultSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });
/** The rows a raw query answers, whichever driver ran it. */
const rows = async (query: SQL) => resultSchema.parse(await handle.db.execute(query)).rows;

describe('the migrations', () => {
  test('AI exam tasks become ai-exam jobs with their state, outcome and one-active rule kept', async () => {
    await apply('0000', '0001', '0002');
    await handle.db.execute(sql`INSERT INTO users (id, name, email) VALUES (7, 'student', 's@example.edu')`);
    const used = [
      {
        id: 3,
        name: '期中考',
        academic_year: 112,
        archive_type: 'midterm',
        professor: '王',
        course: '資料結構',
      },
    ];
    await handle.db.execute(sql`
      INSERT INTO ai_exam_tasks (id, user_id, status, archive_ids, archives_used, prompt, temperature, result, attempts, lease_until, claimed_by)
      VALUES
        ('00000000-0000-4000-8000-000000000001', 7, 'complete', '{3}', ${JSON.stringify(used)}::jsonb, '多出證明題', 0.3, '一、…', 1, NULL, NULL),
        ('00000000-0000-4000-8000-000000000002', 7, 'in_progress', '{3}', ${JSON.stringify(used)}::jsonb, NULL, 0.7, NULL, 1, now(), 'worker-a')`);
    await apply('0003', '0004', '0005');

    const jobs = await rows(
      sql`SELECT id, kind, user_id, payload, status, result, attempts, max_attempts, dedupe_key, claimed_by FROM jobs ORDER BY id`,
    );
    expect(jobs).toEqual([
      {
        id: '00000000-0000-4000-8000-000000000001',
        kind: 'ai-exam',
        user_id: 7,
        payload: { archive_ids: [3], archives_used: used, prompt: '多出證明題', temperature: 0.3 },
        status: 'complete',
        result: '一、…',
        attempts: 1,
        max_attempts: 2,
        dedupe_key: null,
        claimed_by: null,
      },
      expect.objectContaining({
        status: 'in_progress',
        dedupe_key: 'ai-exam:user:7',
        claimed_by: 'worker-a',
      }),
    ]);
    const tables = await rows(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_name = 'ai_exam_tasks'`,
    );
    expect(tables).toEqual([]);
  });

  test('every archive stored before uploads were cleaned gets one sanitize-archive job, deleted ones too', async () => {
    await apply('0000', '0001', '0002', '0003', '0004', '0005', '0006');
    await handle.db.execute(sql`INSERT INTO courses (id, name, category) VALUES (1, '演算法', 'junior')`);
    await handle.db.execute(sql`
      INSERT INTO archives (id, course_id, name, professor, academic_year, archive_type, file_key, file_size, deleted_at)
      VALUES (4, 1, '期中考', '王', 112, 'midterm', 'archives/a.pdf', 10, NULL),
             (9, 1, '期末考', '王', 112, 'final', 'archives/b.pdf', 10, now())`);
    await apply('0007');
    const queued = await rows(
      sql`SELECT kind, payload, status, max_attempts, dedupe_key FROM jobs ORDER BY dedupe_key`,
    );
    expect(queued).toEqual(
      [4, 9].map((id) => ({
        kind: 'sanitize-archive',
        payload: { archive_id: id },
        status: 'pending',
        max_attempts: 5,
        dedupe_key: `sanitize-archive:${id}`,
      })),
    );
  });

  test('archives hidden with a course deleted before the trash existed go to the trash as deleted with it', async () => {
    await apply('0000', '0001', '0002', '0003', '0004', '0005', '0006', '0007');
    await handle.db.execute(sql`
      INSERT INTO courses (id, name, category, deleted_at) VALUES
        (1, '已刪除的課', 'junior', '2026-10-01T00:00:00Z'), (2, '還在的課', 'junior', NULL)`);
    await handle.db.execute(sql`
      INSERT INTO archives (id, course_id, name, professor, academic_year, archive_type, file_key, file_size, deleted_at)
      VALUES (1, 1, 'a', '王', 112, 'midterm', 'archives/a.pdf', 1, NULL),
             (2, 1, 'b', '王', 112, 'final', 'archives/b.pdf', 1, '2026-09-01T00:00:00Z'),
             (3, 2, 'c', '王', 112, 'quiz', 'archives/c.pdf', 1, NULL)`);
    await apply('0008');
    const after = await rows(
      sql`SELECT id, to_char(deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS deleted_on FROM archives ORDER BY id`,
    );
    expect(after).toEqual([
      { id: 1, deleted_on: '2026-10-01' },
      { id: 2, deleted_on: '2026-09-01' },
      { id: 3, deleted_on: null },
    ]);
  });
});

describe('a start', () => {
  test('migrates a new database, then finds every migration applied and applies none again', async () => {
    expect(await hasEveryMigration(handle.db)).toBe(false);
    await handle.migrate();
    expect(await hasEveryMigration(handle.db)).toBe(true);
    const recorded = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    expect(await rows(recorded)).toEqual([{ n: MIGRATIONS.length }]);
    await handle.migrate();
    expect(await rows(recorded)).toEqual([{ n: MIGRATIONS.length }]);
    // A database without the build's newest migration (started by a newer build than the one that migrated it).
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await hasEveryMigration(handle.db)).toBe(false);
  });
});
