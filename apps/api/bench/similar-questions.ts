// `pnpm bench` (相似題): how well and how fast the product finds a question's 相似題. Accuracy: the labelled
// pairs of realistic CS exam questions (src/test-support/similar-pairs.json: Chinese and English, similar ones
// reworded or with other numbers, dissimilar ones including same-frame, other-topic pairs) scored at the
// threshold the product uses: precision (target ≥ 0.9) and recall. Speed: the lookup as the server makes it
// (similarQuestions: its queries and the comparison, no HTTP) in a generated department of 20,000 questions on
// PGlite: p50 and p95 (target < 100 ms). Asserts nothing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { analyzeChanged } from '../src/db/analyze.ts';
import { createDatabase } from '../src/db/client.ts';
import { similarQuestions } from '../src/questions/similar.ts';
import {
  questionShingles,
  questionSimilarity,
  SIMILAR_QUESTION,
} from '../src/questions/similar-signature.ts';
import { percentile, timeRounds } from './percentile.ts';
import { seedDepartment } from './similar-corpus.ts';

const EXAMS = Number(process.env.SIMILAR_BENCH_EXAMS ?? 1_000);
const PER_EXAM = 20;
const ROUNDS = 200;

const pairsSchema = z.object({
  pairs: z.array(z.object({ similar: z.boolean(), a: z.string(), b: z.string() })),
});
const HAN = /\p{Script=Han}/u;

function accuracy() {
  const { pairs } = pairsSchema.parse(
    JSON.parse(readFileSync(new URL('../src/test-support/similar-pairs.json', import.meta.url), 'utf8')),
  );
  console.log(`\n相似題 accuracy: ${pairs.length} labelled pairs, threshold ${SIMILAR_QUESTION}`);
  const kinds = [
    ['all', () => true],
    ['Chinese', (text: string) => HAN.test(text)],
    ['English', (text: string) => !HAN.test(text)],
  ] as const;
  for (const [kind, includes] of kinds) {
    const scored = pairs
      .filter((pair) => includes(pair.a))
      .map((pair) => ({
        similar: pair.similar,
        found: questionSimilarity(questionShingles(pair.a), questionShingles(pair.b)) >= SIMILAR_QUESTION,
      }));
    const found = scored.filter((pair) => pair.found);
    const right = found.filter((pair) => pair.similar).length;
    const similar = scored.filter((pair) => pair.similar).length;
    const precision = found.length === 0 ? 1 : right / found.length;
    console.log(
      `${kind.padEnd(8)} ${String(scored.length).padStart(3)} pairs  precision ${precision.toFixed(3)} (target ≥ 0.9)  recall ${(right / similar).toFixed(3)}`,
    );
  }
}

async function latency() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pastexam-bench-similar-'));
  const handle = createDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    await handle.migrate();
    const { db } = handle;
    const seeding = performance.now();
    // What the server does each minute: PGlite gathers no statistics of its own.
    const analyze = () => analyzeChanged(handle, () => false);
    const questions = await seedDepartment(db, EXAMS, PER_EXAM, analyze);
    await analyze();
    console.log(
      `\n相似題 lookup in process (PGlite): ${questions.length} questions in ${EXAMS} exams (seeded and indexed in ${((performance.now() - seeding) / 1000).toFixed(0)} s), ${ROUNDS} rounds`,
    );
    let round = 0;
    let listed = 0;
    const latencies = await timeRounds(
      async () => {
        round += 1;
        const asked = questions[(round * 7919) % questions.length];
        if (!asked) return;
        const answer = await similarQuestions(db, asked.archiveId, asked.questionId);
        if ('similar' in answer) listed += answer.similar.length;
      },
      ROUNDS,
      10,
    );
    console.log(
      `${'similarQuestions'.padEnd(20)} p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms (target < 100 ms)  ${(listed / (ROUNDS + 10)).toFixed(1)} 相似題 a question`,
    );
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

accuracy();
await latency();
