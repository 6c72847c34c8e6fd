import { eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { revokedTokens } from '../../db/schema.ts';

export async function isRevoked(db: Database, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti));
  return rows.length > 0;
}

const dropExpired = (db: Database) => db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));

/** Rejects the token everywhere until it expires; expired entries are dropped on the way. */
export async function insertRevocation(db: Database, jti: string, expiresAt: Date): Promise<void> {
  await dropExpired(db);
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

/**
 * Uses up a one-time credential (a stream ticket) on every replica: false when it was used before. Kept until
 * it expires beside the revoked tokens, which a used credential is, and dropped the same way.
 */
export async function spendOnce(db: Database, id: string, expiresAt: Date): Promise<boolean> {
  await dropExpired(db);
  const spent = await db
    .insert(revokedTokens)
    .values({ jti: id, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  return spent.length > 0;
}
