import { eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { archiveQuestions, questionTexts } from '../db/schema.ts';
import { defineMaintenanceJob, type JobKind } from '../jobs/kind.ts';
import { indexArchiveQuestions } from './similar-index.ts';

export const INDEX_SIMILAR_KIND = 'index-similar';

/** Archives indexed per run: a department's whole backlog is a few runs, each well inside the time limit. */
const ARCHIVES_PER_RUN = 500;

/**
 * Indexes for 相似題 the archives with a question never indexed: those whose text was read before 相似題 existed,
 * and any whose indexing was lost. Each archive in a transaction of its own, so a stop loses at most one; it stops
 * between archives when `signal` aborts. Says how many it indexed.
 */
export async function indexUnindexedArchives(db: Database, signal?: AbortSignal): Promise<number> {
  const waiting = await db
    .selectDistinct({ archiveId: archiveQuestions.archiveId })
    .from(archiveQuestions)
    .leftJoin(questionTexts, eq(questionTexts.questionId, archiveQuestions.id))
    .where(isNull(questionTexts.questionId))
    .orderBy(archiveQuestions.archiveId)
    .limit(ARCHIVES_PER_RUN);
  let indexed = 0;
  for (const { archiveId } of waiting) {
    if (signal?.aborted) break;
    await db.transaction((tx) => indexArchiveQuestions(tx, archiveId));
    indexed += 1;
  }
  return indexed;
}

/** The sweep as a maintenance job, queued on start and hourly. */
export function indexSimilarJobKind(deps: { db: Database; logger: Logger }): JobKind {
  return defineMaintenanceJob({
    kind: INDEX_SIMILAR_KIND,
    interruptedMessage: '為相似題建立索引時伺服器中斷',
    work: async (signal) => {
      const indexed = await indexUnindexedArchives(deps.db, signal);
      if (indexed > 0) {
        deps.logger.info(
          { event: 'similar_indexed', indexed },
          'archives were indexed for similar questions',
        );
      }
      return { indexed };
    },
  });
}
