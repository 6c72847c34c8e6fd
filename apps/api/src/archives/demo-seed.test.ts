import { courseCategories, routes } from '@pastexam/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { demoCatalogue, listDemoArchives } from '../seed/index.ts';
import { createStorage } from '../storage/index.ts';
import { useTestApp } from '../test-support/app.ts';
import { seedDemoContent } from './demo-seed.ts';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  const { user, password } = await t.createUser();
  token = await t.signIn(user, password);
});

describe('seedDemoContent', () => {
  it('fills an empty database with every demo course and archive, each with a readable PDF', async () => {
    const storage = createStorage(t.env.storage);
    const logger = createLogger(t.env, t.logs.stream);
    expect(await seedDemoContent(t.db, storage, logger)).toBe(true);

    const grouped = await t.client().output(routes.courses.listCourses, {}, { token });
    for (const category of courseCategories) expect(grouped[category].length).toBeGreaterThan(0);
    const all = courseCategories.flatMap((category) => grouped[category]);
    expect(all.map((course) => course.name).sort()).toEqual(
      demoCatalogue.map((course) => course.name).sort(),
    );

    let archiveCount = 0;
    for (const course of all) {
      const list = await t
        .client()
        .output(routes.courses.listCourseArchives, { params: { id: String(course.id) } }, { token });
      archiveCount += list.length;
      const first = list[0];
      if (!first) continue;
      const params = { cid: String(course.id), aid: String(first.id) };
      const file = await t.client().raw(routes.archives.archiveFile, { params }, { token });
      expect(file.status).toBe(200);
      expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
    expect(archiveCount).toBe(listDemoArchives().length);

    // A database with courses is never touched again.
    expect(await seedDemoContent(t.db, storage, logger)).toBe(false);
    const again = await t.client().output(routes.courses.listCourses, {}, { token });
    expect(again).toEqual(grouped);
  });
});

describe('SEED_DEMO', () => {
  const base = { DATA_DIR: '/tmp/pastexam-env-test', APP_SECRET: 'x'.repeat(40) };
  it('is on by default for the embedded database only, and can be switched either way', () => {
    expect(loadEnv(base).seedDemo).toBe(true);
    const postgres = { ...base, DATABASE_URL: 'postgres://u:p@localhost/db' };
    expect(loadEnv(postgres).seedDemo).toBe(false);
    expect(loadEnv({ ...postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadEnv({ ...base, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
