import type { Statistics } from '@pastexam/api-contract';
import { taipeiDay, taipeiMidnight } from '../activity/term.ts';
import type { Database } from '../db/client.ts';
import { countStatistics } from './repository.ts';

/**
 * The figures, counted at most once per `maxAgeSeconds` by this process (STATISTICS_MAX_AGE_SECONDS, a minute
 * unless set; product §2.10): the home page of every guest asks, and the counts scan whole tables. Asks that
 * arrive while a count runs share it; a count that fails is not kept. `now` is the clock (tests move it).
 */
export function createStatisticsReader(maxAgeSeconds: number, now: () => Date = () => new Date()) {
  let cached: { countedAt: number; figures: Promise<Statistics> } | null = null;
  return function read(db: Database): Promise<Statistics> {
    const at = now();
    if (cached && at.getTime() - cached.countedAt < maxAgeSeconds * 1000) return cached.figures;
    const figures = countStatistics(db, taipeiMidnight(taipeiDay(at)));
    const entry = { countedAt: at.getTime(), figures };
    cached = entry;
    figures.catch(() => {
      if (cached === entry) cached = null;
    });
    return figures;
  };
}
