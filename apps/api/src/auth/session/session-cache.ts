import type { Database } from '../../db/client.ts';
import { type Notifications, notify } from '../../db/notifications.ts';

/** The channel on which replicas tell each other that a user or a token changed. */
export const AUTH_CHANNEL = 'pastexam_auth';

/** How long an entry is trusted without any message about it: a bound for the worst case, not the usual one. */
const TRUST_MS = 30_000;
/** Enough for a department; past it the cache starts over rather than grow. */
const MAX_ENTRIES = 50_000;

export type SessionLoaders<U> = {
  loadUser: (id: number) => Promise<U | undefined>;
  isRevoked: (jti: string) => Promise<boolean>;
};

type Entry<T> = { value: T; at: number };

/** A session someone holds on to (an open stream), told when a change may have ended it. */
export type SessionWatch = { userId: number; jti: string; onChange: () => void };

/**
 * What every authenticated request needs besides the token's signature: whether the token was revoked and the
 * user's current row. Both are kept in memory and forgotten the moment any replica announces a change
 * (`announceUserChange`, `announceRevocation`): on this replica at once, on the others through LISTEN/NOTIFY,
 * which delivers within milliseconds of the commit. While the listening connection is down nothing is trusted
 * and every request asks the database, as it would without a cache.
 */
export function createSessionCache<U>(loaders: SessionLoaders<U>, now: () => number = Date.now) {
  const users = new Map<number, Entry<U | undefined>>();
  const tokens = new Map<string, Entry<boolean>>();
  let listening = false;
  /**
   * Counts what was forgotten. A load that started before a change and answers after it may carry the old
   * row; it is used for its own request but not kept, so the change still holds for the next one.
   */
  let forgotten = 0;
  const watches = new Set<SessionWatch>();
  /** Tells the watches a change concerns: of the user, of the token, or of anyone (undefined). */
  const tell = (concerns?: (watch: SessionWatch) => boolean) => {
    for (const watch of [...watches]) if (!concerns || concerns(watch)) watch.onChange();
  };

  const fresh = <T>(entry: Entry<T> | undefined): entry is Entry<T> =>
    entry !== undefined && now() - entry.at < TRUST_MS;
  const clear = () => {
    forgotten += 1;
    users.clear();
    tokens.clear();
  };
  const remember = <K, T>(map: Map<K, Entry<T>>, key: K, value: T, loadedAfter: number) => {
    if (!listening || loadedAfter !== forgotten) return;
    if (map.size >= MAX_ENTRIES) map.clear();
    map.set(key, { value, at: now() });
  };

  return {
    /** The user behind a verified token, or undefined when the token was revoked or the user is gone. */
    async resolve(userId: number, jti: string): Promise<U | undefined> {
      const token = tokens.get(jti);
      let revoked: boolean;
      if (fresh(token)) revoked = token.value;
      else {
        const before = forgotten;
        revoked = await loaders.isRevoked(jti);
        remember(tokens, jti, revoked, before);
      }
      if (revoked) return undefined;
      const user = users.get(userId);
      if (fresh(user)) return user.value;
      const before = forgotten;
      const loaded = await loaders.loadUser(userId);
      remember(users, userId, loaded, before);
      return loaded;
    },
    /** Forgets what changed, from a message or from this replica's own write, and tells who watches it. */
    forget(message: string) {
      forgotten += 1;
      const [kind, key = ''] = message.split(':', 2);
      if (kind === 'user') {
        users.delete(Number(key));
        tell((watch) => watch.userId === Number(key));
      } else if (kind === 'token') {
        tokens.delete(key);
        tell((watch) => watch.jti === key);
      } else {
        clear();
        tell();
      }
    },
    /**
     * Calls `onChange` whenever a change to the session's user or token is heard, from any replica, and when
     * changes may have gone unheard; the function returned stops it.
     */
    watch(watch: SessionWatch): () => void {
      watches.add(watch);
      return () => watches.delete(watch);
    },
    /** Starts trusting memory once this replica hears every other replica's announcements. */
    async listen(notifications: Notifications): Promise<() => Promise<void>> {
      const stop = await notifications.listen(AUTH_CHANNEL, {
        onMessage: (payload) => this.forget(payload),
        onLost: () => {
          listening = false;
          clear();
        },
        onRestored: () => {
          clear();
          listening = true;
          // What was announced while the connection was down went unheard.
          tell();
        },
      });
      listening = true;
      return async () => {
        listening = false;
        clear();
        await stop();
      };
    },
  };
}

export type SessionCache<U> = ReturnType<typeof createSessionCache<U>>;

/** Tells every replica that a user changed (role, password, deletion): their sessions are re-read. */
export function announceUserChange(db: Pick<Database, 'execute'>, userId: number): Promise<void> {
  return notify(db, AUTH_CHANNEL, `user:${userId}`);
}

/** Tells every replica that a token was revoked (a logout). */
export function announceRevocation(db: Pick<Database, 'execute'>, jti: string): Promise<void> {
  return notify(db, AUTH_CHANNEL, `token:${jti}`);
}
