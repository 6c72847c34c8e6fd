// `pnpm bench` (題單): the time to print a worksheet of 30 questions from 10 exams, as the server does it
// (exportWorksheet: its queries, reading each exam's PDF once, cutting each region and laying out the pages
// with the subsets of the CJK font it draws, each question's top answer with two formulas typeset; no HTTP), on
// PGlite with files on the local disk. Asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../src/db/client.ts';
import { answers, courses, users } from '../src/db/schema.ts';
import { createLocalStorage } from '../src/storage/local.ts';
import { examWithQuestions } from '../src/test-support/worksheets.ts';
import { exportWorksheet } from '../src/worksheets/export.ts';
import { createWorksheet } from '../src/worksheets/service.ts';
import { percentile, timeRounds } from './percentile.ts';

const EXAMS = 10;
const PER_EXAM = 3;
const ROUNDS = 5;

const dir = mkdtempSync(join(tmpdir(), 'pastexam-bench-worksheet-'));
const handle = createDatabase({ DATA_DIR: join(dir, 'db'), DATABASE_URL: undefined });
try {
  await handle.migrate();
  const { db } = handle;
  const storage = createLocalStorage(join(dir, 'files'));
  const [owner] = await db.insert(users).values({ name: 'bench', email: 'bench@example.edu' }).returning();
  const [course] = await db.insert(courses).values({ name: '資料結構', category: 'sophomore' }).returning();
  if (!owner || !course) throw new Error('The bench rows were not made');
  const questionIds: number[] = [];
  for (let exam = 0; exam < EXAMS; exam += 1) {
    const made = await examWithQuestions(db, storage, course, {
      tag: `Exam ${exam + 1}`,
      count: PER_EXAM * 2,
      year: 105 + exam,
    });
    const chosen = made.questionIds.slice(0, PER_EXAM);
    questionIds.push(...chosen);
    await db.insert(answers).values(
      chosen.map((questionId) => ({
        archiveId: made.archive.id,
        questionId,
        authorId: owner.id,
        body: '**答案**是 $O(n \\log n)$，因為\n\n$$T(n) = 2T\\left(\\frac{n}{2}\\right) + cn = \\sum_{i=0}^{\\log n} cn$$',
      })),
    );
  }
  const sheet = await createWorksheet(db, owner.id, { title: '期末總複習', question_ids: questionIds });
  if (!('id' in sheet)) throw new Error(sheet.code);
  let bytes = 0;
  const latencies = await timeRounds(
    async () => {
      const printed = await exportWorksheet(db, storage, sheet.id, true);
      if ('bytes' in printed) bytes = printed.bytes.byteLength;
    },
    ROUNDS,
    1,
  );
  console.log(
    `\n題單 export (PGlite, local files): ${questionIds.length} questions from ${EXAMS} exams, with answers, ${ROUNDS} rounds\n` +
      `${'exportWorksheet'.padEnd(20)} p50 ${percentile(latencies, 50).toFixed(0)} ms  max ${Math.max(...latencies).toFixed(0)} ms  ${(bytes / 1024).toFixed(0)} kB`,
  );
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
