import { tokenize } from '@pastexam/api-contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { answerSearch } from '../db/schema.ts';
import { tsvectorLiteral } from './tsvector.ts';

/**
 * Writes (or rewrites) an answer's search tokens from its body. Called by whatever writes or edits an answer, in
 * the same transaction, so a search sees exactly the bodies that are saved; hiding or deleting needs no call.
 */
export async function indexAnswer(db: Queryable, answerId: number, body: string): Promise<void> {
  const tokens = tsvectorLiteral(tokenize(body));
  await db
    .insert(answerSearch)
    .values({ answerId, tokens })
    .onConflictDoUpdate({
      target: answerSearch.answerId,
      set: { tokens: sql`excluded.tokens`, updatedAt: sql`now()` },
    });
}
