// `pnpm import-legacy` as an operator types it, refusing what it cannot do in the operator's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { freePort } from '../test-support/free-port.ts';
import { importLegacyCommand } from '../test-support/legacy-system.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/processes.ts';
import { exitCodeOf } from './report.ts';

let target: TestStorage;
beforeAll(async () => {
  target = await createTestStorage({ database: 'none' });
});
afterAll(() => target?.cleanup());

const importLegacy = (...args: string[]) => importLegacyCommand(target, ...args);

describe('pnpm import-legacy', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('says how it is used when the database or the files are not named', async () => {
    for (const args of [[], ['--database', 'postgres://127.0.0.1/old'], ['--files', '/tmp']]) {
      await expect(importLegacy(...args)).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('用法：pnpm import-legacy --database'),
      });
    }
  });

  it('says it cannot reach the original database, and writes nothing', async () => {
    const port = await freePort();
    await expect(
      importLegacy('--database', `postgres://nobody@127.0.0.1:${port}/old`, '--files', target.dataDir),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('無法連線到舊系統的資料庫') });
  });
});

describe('its exit code', () => {
  it('fails a run a clash held, so a script stops there, while a dry run that finds a clash succeeds', () => {
    expect(exitCodeOf({ blocked: true, dryRun: false })).toBe(1);
    expect(exitCodeOf({ blocked: true, dryRun: true })).toBe(0);
    expect(exitCodeOf({ blocked: false, dryRun: false })).toBe(0);
  });
});
