/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';

// With TEST_DATABASE_URL (a PostgreSQL superuser URL, see src/test-support/database.ts) the whole suite runs
// a second time against that server; each test file gets its own database there.
const postgresUrl = process.env.TEST_DATABASE_URL || null;

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite takes several seconds to start, longer while other work shares the CPU.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for a request or a task to reach a state; a second (vitest's default) is less than a
    // loopback answer can take while the machine is busy. A poll that never gets there still fails.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      // `*.pg.test.ts` need a PostgreSQL server of their own (the original system's database, reached by URL).
      {
        extends: true,
        test: { name: 'pglite', provide: { testDatabaseUrl: null }, exclude: ['src/**/*.pg.test.ts'] },
      },
      ...(postgresUrl
        ? [{ extends: true as const, test: { name: 'postgres', provide: { testDatabaseUrl: postgresUrl } } }]
        : []),
    ],
  },
});
