/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';
import { useMemoryForScratch } from './src/testing/memory-scratch.ts';
import { databaseTests, POSTGRES_ONLY_TESTS, POSTGRES_PASS_ONLY_TESTS, SYSTEM_TESTS } from './test-tiers.ts';

// The templates, each file's database and what the tests write go to memory where the machine has it to spare;
// the workers and the processes tests start inherit it.
useMemoryForScratch();

// With TEST_DATABASE_URL (a PostgreSQL superuser URL, see src/test-support/database.ts) every test that can
// reach a database runs a second time against that server; each test file gets its own database there.
const postgresUrl = process.env.TEST_DATABASE_URL || null;
const globalSetup = ['src/test-support/global-setup.ts'];

// Vitest reads this file once for the run and again for each project: the skipped pass is said once per process.
const skipSaid = Symbol.for('pastexam.api.postgresPassSkippedSaid');
const processState = globalThis as { [skipSaid]?: true };
if (!postgresUrl && !processState[skipSaid]) {
  processState[skipSaid] = true;
  console.info(
    'api: the PostgreSQL pass is skipped; set TEST_DATABASE_URL to a PostgreSQL superuser URL to run it (.ci/run does)',
  );
}

export default defineConfig({
  test: {
    // PGlite takes a second or more to open, longer while other work shares the CPU.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files share one module graph per worker instead of loading Hono, Drizzle, PGlite's WebAssembly and
    // pdf.js afresh each (a third of the suite's time); each file still makes its own database and app.
    isolate: false,
    // A file's tests spend much of their time waiting on its database and its loopback server: one worker (vitest's
    // default on two cores) kept a core two-thirds busy while the api suite ran alone at the end of the stage. The
    // system tier keeps one (`test:system`): its servers, restarts and OCR take the cores themselves.
    maxWorkers: 2,
    // Most of a file's time is its own PGlite opening and running each statement a first time. V8's optimising
    // tier for WebAssembly compiles PGlite's hot functions again in the background, which a file ends before it
    // pays off: without it the database's files ran in 0.76 of the time (the fuzz file, the one that sends
    // thousands of requests, in 1.08). The server in production keeps it. A larger young generation (32 MB
    // semi-spaces, 16 by default) collects PGlite's short-lived buffers less often: the PGlite project took 284 s
    // of CPU instead of 309 s (the garbage collector was 13% of it).
    execArgv: ['--liftoff-only', '--max-semi-space-size=32'],
    // The storage tests' S3 client warns once per process that its releases from 2027 need Node 22: an operator's
    // notice, not a finding of the tests.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // expect.poll waits for a request or a task to reach a state; a second (vitest's default) is less than a
    // loopback answer can take while the machine is busy. A poll that never gets there still fails.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          globalSetup,
          provide: { testDatabaseUrl: null },
          include: ['src/**/*.test.ts'],
          exclude: [SYSTEM_TESTS, POSTGRES_PASS_ONLY_TESTS],
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                globalSetup,
                provide: { testDatabaseUrl: postgresUrl },
                include: databaseTests(),
                exclude: [SYSTEM_TESTS],
              },
            },
          ]
        : []),
      // Run once (by `pnpm test:system`, beside the end-to-end suite), on PostgreSQL when there is one: the
      // deployment a department scales to, whose replicas these tests start.
      {
        extends: true,
        test: {
          name: 'system',
          globalSetup,
          provide: { testDatabaseUrl: postgresUrl },
          include: [SYSTEM_TESTS],
          // `*.pg.system.test.ts` need a PostgreSQL server (the original system's database, reached by URL).
          exclude: postgresUrl ? [] : [POSTGRES_ONLY_TESTS],
        },
      },
    ],
  },
});
