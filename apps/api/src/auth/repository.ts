import { eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { revokedTokens } from '../db/schema.ts';

export async function isRevoked(db: Database, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti));
  return rows.length > 0;
}

/** Rejects the token everywhere until it expires; expired entries are dropped on the way. */
export async function insertRevocation(db: Database, jti: string, expiresAt: Date): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}
