import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { questionBands, questionTexts } from '../db/schema.ts';
import { questionRegion, regionText } from './region.ts';
import { linedPages, pageCount, questionsOf } from './repository.ts';
import { questionBuckets, questionShingles } from './similar-signature.ts';

/** Rows written per statement: well under what one statement may bind. */
const BATCH = 5_000;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/**
 * Rewrites what 相似題 knows of an archive's questions: each one's text (its region's lines, from its start to
 * the next one's) as shingles and MinHash buckets. Run in the transaction that changed the questions, and after
 * the archive's text was read, so a lookup never compares a question's old text.
 */
export async function indexArchiveQuestions(tx: Queryable, archiveId: number): Promise<void> {
  // One after another: a transaction is one connection, which runs one statement at a time.
  const questions = await questionsOf(tx, archiveId);
  const pages = await linedPages(tx, archiveId);
  const lastPage = await pageCount(tx, archiveId);
  // By the questions' ids rather than a subquery: the delete walks the index whatever the planner knows.
  const ids = questions.map((question) => question.id);
  if (ids.length > 0) {
    await tx.delete(questionTexts).where(inArray(questionTexts.questionId, ids));
    await tx.delete(questionBands).where(inArray(questionBands.questionId, ids));
  }

  const texts: { questionId: number; shingles: number[] }[] = [];
  const bands: { questionId: number; bucket: number }[] = [];
  questions.forEach((question, index) => {
    const region = questionRegion(question, questions[index + 1] ?? null, lastPage ?? question.page);
    const hashes = questionShingles(regionText(region, pages));
    // A question with too little text is recorded with none, so the sweep (similar-sweep.ts) knows it was looked at.
    texts.push({ questionId: question.id, shingles: hashes });
    if (hashes.length === 0) return;
    for (const bucket of questionBuckets(hashes)) bands.push({ questionId: question.id, bucket });
  });
  await insertInBatches(texts, (batch) => tx.insert(questionTexts).values(batch));
  await insertInBatches(bands, (batch) => tx.insert(questionBands).values(batch));
}
