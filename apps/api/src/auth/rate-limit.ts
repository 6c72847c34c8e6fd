import { setTimeout } from 'node:timers/promises';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { loginChecks, loginFailures } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

/**
 * How failed sign-ins slow down the next attempt (docs/decisions/018). Each counter allows `free` failures,
 * then asks for a wait since its last failure that doubles with every further failure, up to `capMs`.
 */
export type DelayPolicy = { free: number; baseMs: number; capMs: number };

export const LOGIN_DELAYS = {
  /**
   * One browser that has signed in to the account before (its device cookie), or one session changing its
   * own password: the owner's own typos, or a browser someone left signed-in guessing; nobody else's.
   */
  device: { free: 3, baseMs: 1000, capMs: 15 * 60_000 },
  /** Every other attempt at one account, from any address: a guess spread over many addresses shares it. */
  account: { free: 5, baseMs: 1000, capMs: 15 * 60_000 },
  /** One address across accounts, not asked of known devices: a dormitory is slowed a little, never shut out. */
  address: { free: 20, baseMs: 1000, capMs: 60_000 },
} as const satisfies Record<string, DelayPolicy>;

/** A counter with no failure for this long starts again from nothing. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** The wait a counter asks for after `failures` failures, before any time has passed. */
export function delayAfter(policy: DelayPolicy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.capMs, policy.baseMs * 2 ** (failures - policy.free));
}

/**
 * Who is signing in. `account` is the account the identifier resolved to (`user:12`), or the identifier
 * itself, normalised, when it names no account, so that a name and an email of one account share one count
 * and unknown names are slowed like known ones. `device` names a known device of that account: the nonce of a
 * device cookie it issued, or the session changing its own password; null for any other source.
 */
export type LoginSource = { account: string; ip: string; device: string | null };

/** The account key of an identifier that names no local account. */
export const unknownAccount = (identifier: string) =>
  `login:${identifier.normalize('NFKC').trim().toLowerCase()}`;

type Counted = { key: string; policy: DelayPolicy };

/**
 * The counters an attempt answers to. `own` is the one whose checks under way are tracked and whose failures
 * a success forgives: a known device's own, or else the account's, shared by every unknown source whatever its
 * address. `also` are asked and counted beside it: the address, for unknown sources only.
 */
type Counters = { own: Counted; also: Counted[] };

const countersOf = (source: LoginSource): Counters =>
  source.device === null
    ? {
        own: { key: `account:${source.account}`, policy: LOGIN_DELAYS.account },
        also: [{ key: `address:${source.ip}`, policy: LOGIN_DELAYS.address }],
      }
    : { own: { key: `device:${source.device}`, policy: LOGIN_DELAYS.device }, also: [] };

/** Answered instead of checking the password: the zh-TW detail and Retry-After name the wait. */
export class TooManyAttempts extends Refusal<'too_many_attempts'> {
  constructor(readonly retryAfterSeconds: number) {
    super('too_many_attempts', waitDetail(retryAfterSeconds));
  }
}

export function waitDetail(seconds: number): string {
  const wait = seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分鐘`;
  return `登入失敗次數過多，請 ${wait}後再試`;
}

type Counter = { failures: number; lastFailedAt: number };

/** How long this counter still asks to wait at `now`; a counter forgotten by age asks nothing. */
function remaining(policy: DelayPolicy, counter: Counter | undefined, now: number): number {
  if (!counter || now - counter.lastFailedAt >= FORGET_AFTER_MS) return 0;
  return Math.max(0, counter.lastFailedAt + delayAfter(policy, counter.failures) - now);
}

/** A password check still counted as running after this long is taken to have died with its server. */
export const CHECK_STALE_MS = 30_000;
/** How often, and how many times, an attempt asks again while checks it must wait for are running. */
const SETTLE_POLL_MS = 50;
const SETTLE_POLLS = 200;

/**
 * Adds one failure to each key, in key order as every sign-in takes them, forgetting first what is too old to
 * count.
 */
async function count(db: Queryable, keys: string[], now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  await db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, forgetBefore));
  await db
    .insert(loginFailures)
    .values([...keys].sort().map((key) => ({ key, failures: 1, lastFailedAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: now },
    });
}

/**
 * Takes the key's lock for the rest of the transaction and says how many checks are running on it; a count left
 * by a server that died is not believed.
 *
 * The lock is advisory, named by a 64-bit hash of the key, not the check row itself: the row comes and goes
 * (none is kept while no check runs), and a row being made or deleted by one sign-in cannot be locked by
 * another.
 */
async function lockChecks(tx: Queryable, key: string, now: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const [row] = await tx.select().from(loginChecks).where(eq(loginChecks.key, key));
  if (!row || row.startedAt.getTime() < now.getTime() - CHECK_STALE_MS) return 0;
  return row.running;
}

/** Ends one running check on the key, in the transaction that also records how it ended. */
async function endCheck(tx: Queryable, key: string, now: Date): Promise<void> {
  const left = Math.max(0, (await lockChecks(tx, key, now)) - 1);
  if (left === 0) await tx.delete(loginChecks).where(eq(loginChecks.key, key));
  else await tx.update(loginChecks).set({ running: left }).where(eq(loginChecks.key, key));
}

/** An attempt allowed to check its password; it must be settled either way. */
export type Attempt = { failed(): Promise<void>; succeeded(): Promise<void> };

/** What one look at the counters decides: check the password, answer 429, or wait for running checks. */
type Decision = 'go' | { waitMs: number } | 'checks-running';

/**
 * One look at the counters, in a transaction holding the own counter's check row, so that attempts on one
 * account from unknown sources, or from one known device, decide one after another on every replica:
 * - every counter of the attempt asks for its wait;
 * - checks still running on the own counter count as failures until they end: while the free failures last,
 *   several run at once; after them, one at a time, each after its wait. An attempt that would go over waits
 *   for them rather than being refused, since they may be the owner's and forgive everything.
 */
async function decide(db: Database, counters: Counters, now: Date): Promise<Decision> {
  const { own } = counters;
  const all = [own, ...counters.also];
  return db.transaction(async (tx) => {
    const checking = await lockChecks(tx, own.key, now);
    const keys = all.map((counted) => counted.key);
    const rows = await tx.select().from(loginFailures).where(inArray(loginFailures.key, keys));
    const at = now.getTime();
    /** The key's counter, unless it is old enough to be forgotten. */
    const counter = (key: string): Counter | undefined => {
      const row = rows.find((each) => each.key === key);
      const lastFailedAt = row?.lastFailedAt.getTime() ?? 0;
      return row && at - lastFailedAt < FORGET_AFTER_MS
        ? { failures: row.failures, lastFailedAt }
        : undefined;
    };
    const wait = Math.max(...all.map(({ key, policy }) => remaining(policy, counter(key), at)));
    const overFree = (counter(own.key)?.failures ?? 0) + checking >= own.policy.free;
    // Checks under way that this attempt must wait for: it may not run beside them.
    const held = checking > 0 && (wait > 0 || overFree);
    if (!held && wait === 0) {
      const running = checking + 1;
      await tx
        .insert(loginChecks)
        .values({ key: own.key, running, startedAt: now })
        .onConflictDoUpdate({ target: loginChecks.key, set: { running, startedAt: now } });
      return 'go';
    }
    // A row with no check under way is not kept: a guess at any name must not leave one behind.
    if (checking === 0) await tx.delete(loginChecks).where(eq(loginChecks.key, own.key));
    return held ? 'checks-running' : { waitMs: wait };
  });
}

/**
 * Decides, before any password is checked, whether this attempt may go ahead (see `decide`); while checks it
 * must wait for are running it asks again, and gives up with a one-second 429 if they never end.
 */
export async function beginAttempt(
  db: Database,
  source: LoginSource,
  now = new Date(),
): Promise<Attempt | TooManyAttempts> {
  const counters = countersOf(source);
  let decision = await decide(db, counters, now);
  for (let poll = 0; decision === 'checks-running' && poll < SETTLE_POLLS; poll++) {
    await setTimeout(SETTLE_POLL_MS);
    decision = await decide(db, counters, new Date());
  }
  if (decision === 'checks-running') return new TooManyAttempts(1);
  if (decision !== 'go') return new TooManyAttempts(Math.ceil(decision.waitMs / 1000));
  const { own, also } = counters;
  return {
    failed: () =>
      db.transaction(async (tx) => {
        const at = new Date();
        await endCheck(tx, own.key, at);
        await count(tx, [own.key, ...also.map((counted) => counted.key)], at);
      }),
    succeeded: () =>
      db.transaction(async (tx) => {
        await endCheck(tx, own.key, new Date());
        // The own counter's mistakes are forgiven; the address keeps its count.
        await tx.delete(loginFailures).where(eq(loginFailures.key, own.key));
      }),
  };
}
