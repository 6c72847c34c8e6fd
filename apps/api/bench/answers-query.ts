// `pnpm bench` (answers, in process): the server's own work for an exam's answers list (listArchiveAnswers: its
// queries, rows and serialisation, no HTTP) on the exam of 40 questions × 20 answers the answers benchmark reads,
// timed against `select 1` on the same database in the same run, so the ratio stays comparable on a busy
// machine. Asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { listArchiveAnswers } from '../src/answers/service.ts';
import { createDatabase } from '../src/db/client.ts';
import { createLocalUser } from '../src/users/repository.ts';
import { ANSWERS_PER_QUESTION, CHEAP_PASSWORDS, QUESTIONS, seedExam } from './answers-exam.ts';
import { percentile, timeRounds } from './percentile.ts';

const ROUNDS = 60;

const time = (work: () => Promise<unknown>) => timeRounds(work, ROUNDS, 5);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastexam-bench-answers-query-'));
  try {
    const empty = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    await empty.migrate();
    await empty.close();
    const archiveId = await seedExam(dataDir);
    const handle = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      const { db } = handle;
      const reader = await createLocalUser(
        db,
        { name: 'bench-admin', email: 'bench-admin@example.edu', password: 'bench-admin-pw', isAdmin: true },
        CHEAP_PASSWORDS,
      );
      console.log(
        `\nanswers list in process (PGlite): ${QUESTIONS} questions × ${ANSWERS_PER_QUESTION} answers, read by an administrator, ${ROUNDS} rounds`,
      );
      const reference = percentile(await time(() => db.execute(sql`select 1`)), 50);
      const latencies = await time(() => listArchiveAnswers(db, reader, archiveId));
      const p50 = percentile(latencies, 50);
      console.log(
        `${'listArchiveAnswers'.padEnd(36)} p50 ${p50.toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  ${(p50 / reference).toFixed(0)}× select 1 (${reference.toFixed(3)} ms)`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
