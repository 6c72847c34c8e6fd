import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.ts';
import { revokedTokens, type UserRow, users } from '../../db/schema.ts';
import {
  announceRevocation,
  announceUserChange,
  createSessionCache,
  type SessionWatch,
} from './session-cache.ts';

/**
 * The sessions of one database handle: what an authenticated request needs besides the token (is it revoked,
 * who is the user now), kept in memory, and the two ways a change reaches every replica. One per database
 * handle, built where the app is built; it trusts memory only while it listens (`start` … `stop`).
 */
export type Sessions = {
  /** The user behind a verified token: undefined when the token was revoked or the user is gone. */
  resolve(userId: number, jti: string): Promise<UserRow | undefined>;
  /**
   * After a committed change to a user's row (role, password, `tokens_valid_after`, deletion, name…): this
   * replica forgets it at once, and every other replica when the announcement reaches it.
   */
  userChanged(userId: number): Promise<void>;
  /** After a committed revocation (a logout), in the same way. */
  tokenRevoked(jti: string): Promise<void>;
  /**
   * Told when the session may have ended (a change to its user or its token, on any replica), so that what
   * outlives a request (an open stream) can check it at once; the function returned stops it.
   */
  watch(watch: SessionWatch): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createSessions(handle: Pick<DatabaseHandle, 'db' | 'notifications'>): Sessions {
  const { db } = handle;
  // The two queries of every authenticated request, built once.
  const userById = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user_by_id');
  const revocation = db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, sql.placeholder('jti')))
    .prepare('session_revocation');

  const cache = createSessionCache<UserRow>({
    loadUser: async (id) => (await userById.execute({ id }))[0],
    isRevoked: async (jti) => (await revocation.execute({ jti })).length > 0,
  });
  let stopListening: (() => Promise<void>) | null = null;

  return {
    resolve: (userId, jti) => cache.resolve(userId, jti),
    async userChanged(userId) {
      cache.forget(`user:${userId}`);
      await announceUserChange(db, userId);
    },
    async tokenRevoked(jti) {
      cache.forget(`token:${jti}`);
      await announceRevocation(db, jti);
    },
    watch: (watch) => cache.watch(watch),
    async start() {
      stopListening ??= await cache.listen(handle.notifications);
    },
    async stop() {
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
  };
}
