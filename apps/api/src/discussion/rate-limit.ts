import { type ErrorCode, errorCatalogue } from '@pastexam/api-contract';
import type { Queryable } from '../db/client.ts';
import { Refusal } from '../refusal.ts';
import { type DatedRows, lockAuthor, recentRows } from './repository.ts';

/** The codes that say a user did something too often. */
type LimitCode = Extract<ErrorCode, `${string}_rate_limited`>;

/** Answered instead of acting: the zh-TW detail and Retry-After name the wait. */
export class RateLimited<C extends LimitCode = LimitCode> extends Refusal<C> {
  constructor(
    code: C,
    readonly retryAfterSeconds: number,
  ) {
    super(code, errorCatalogue[code].message.replace('稍後', ` ${retryAfterSeconds} 秒後`));
  }
}

/**
 * Refuses when the user wrote `limit.count` rows of `rows` in the last `limit.seconds`: counted in the database
 * with the user's row locked until the transaction ends, so two requests sent together are counted one after
 * the other on whichever replicas they reach. Null when the user may go on.
 */
export async function overLimit<C extends LimitCode>(
  tx: Queryable,
  code: C,
  rows: DatedRows,
  userId: number,
  limit: { count: number; seconds: number },
): Promise<RateLimited<C> | null> {
  await lockAuthor(tx, userId);
  const recent = await recentRows(tx, rows, userId, limit.seconds);
  if (recent.count < limit.count) return null;
  return new RateLimited(code, Math.max(1, Math.ceil(recent.freeInMs / 1000)));
}
