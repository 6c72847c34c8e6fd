import { setTimeout } from 'node:timers/promises';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { loginChecks, loginFailures } from '../db/schema.ts';
import { Refusal } from '../refusal.ts';

/**
 * How failed sign-ins slow down the next attempt (docs/decisions/010). Each counter allows `free` failures,
 * then asks for a wait since its last failure that doubles with every further failure, up to `capMs`.
 */
export type DelayPolicy = { free: number; baseMs: number; capMs: number };

export const LOGIN_DELAYS = {
  /** One account at one address: the owner's own typos, or one machine guessing one account. */
  pair: { free: 3, baseMs: 1000, capMs: 15 * 60_000 },
  /** One account from anywhere; only asked of addresses that have been failing (see `beginAttempt`). */
  account: { free: 5, baseMs: 1000, capMs: 15 * 60_000 },
  /** One address across accounts: a dormitory behind one NAT is slowed a little, never shut out. */
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
 * Who is signing in: `account` is the account the identifier resolved to (`user:12`), or the identifier
 * itself, normalised, when it names no account, so that a name and an email of one account share one count
 * and unknown names are slowed like known ones.
 */
export type LoginSource = { account: string; ip: string };

/** The account key of an identifier that names no local account. */
export const unknownAccount = (identifier: string) =>
  `login:${identifier.normalize('NFKC').trim().toLowerCase()}`;

const keysOf = (source: LoginSource) => ({
  pair: `pair:${source.account}|${source.ip}`,
  account: `account:${source.account}`,
  address: `address:${source.ip}`,
});
type Kind = keyof ReturnType<typeof keysOf>;

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
 * Takes each key's lock for the rest of the transaction, in key order so that two sign-ins never wait on each
 * other, and says how many checks are running on each; a count left by a server that died is not believed.
 *
 * The locks are advisory, named by a 64-bit hash of the key, not the check rows themselves: the rows come and
 * go (none is kept while no check runs), and a row being made or deleted by one sign-in cannot be locked by
 * another, which would leave them waiting on each other's rows in two orders.
 */
async function lockChecks(tx: Queryable, keys: string[], now: Date): Promise<Map<string, number>> {
  for (const key of [...keys].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
  const rows = await tx.select().from(loginChecks).where(inArray(loginChecks.key, keys));
  const staleBefore = now.getTime() - CHECK_STALE_MS;
  return new Map(rows.map((row) => [row.key, row.startedAt.getTime() < staleBefore ? 0 : row.running]));
}

/** Ends one running check on each key, in the transaction that also records how it ended. */
async function endChecks(tx: Queryable, keys: string[], now: Date): Promise<void> {
  const running = await lockChecks(tx, keys, now);
  for (const key of keys) {
    const left = Math.max(0, (running.get(key) ?? 0) - 1);
    if (left === 0) await tx.delete(loginChecks).where(eq(loginChecks.key, key));
    else await tx.update(loginChecks).set({ running: left }).where(eq(loginChecks.key, key));
  }
}

/** An attempt allowed to check its password; it must be settled either way. */
export type Attempt = { failed(): Promise<void>; succeeded(): Promise<void> };

/** What one look at the counters decides: check the password, answer 429, or wait for running checks. */
type Decision = { go: Kind[] } | { waitMs: number } | 'checks-running';

/**
 * One look at the counters, in a transaction holding the account's check rows, so that sign-ins of one
 * account decide one after another on every replica:
 * - the account at this address and the address itself always ask for their waits;
 * - the account's own wait (failures from anywhere) is asked only of an address that has been failing, on this
 *   account or across many, so a correct password from a clean address always works, while every address
 *   that joins a distributed guess is held to the account's pace after its first try;
 * - checks still running count as failures until they end: while the free failures last, several run at
 *   once; after them, one at a time, each after its wait. An attempt that would go over waits for them
 *   rather than being refused, since they may be the owner's and forgive everything.
 */
async function decide(db: Database, keys: Record<Kind, string>, now: Date): Promise<Decision> {
  return db.transaction(async (tx) => {
    const running = await lockChecks(tx, [keys.pair, keys.account], now);
    const rows = await tx
      .select()
      .from(loginFailures)
      .where(inArray(loginFailures.key, Object.values(keys)));
    const counters = new Map(
      rows.map((row) => [row.key, { failures: row.failures, lastFailedAt: row.lastFailedAt.getTime() }]),
    );
    const at = now.getTime();
    const counter = (kind: Kind) => {
      const found = counters.get(keys[kind]);
      return found && at - found.lastFailedAt < FORGET_AFTER_MS ? found : undefined;
    };
    const failures = (kind: Kind) => counter(kind)?.failures ?? 0;
    const checking = (kind: Kind) => running.get(keys[kind]) ?? 0;
    const failing = failures('pair') > 0 || failures('address') >= LOGIN_DELAYS.address.free;
    const asked: Kind[] = failing ? ['pair', 'address', 'account'] : ['pair', 'address'];
    const claimed: Kind[] = failing ? ['pair', 'account'] : ['pair'];
    const wait = Math.max(...asked.map((kind) => remaining(LOGIN_DELAYS[kind], counter(kind), at)));
    const overFree = (kind: Kind) => failures(kind) + checking(kind) >= LOGIN_DELAYS[kind].free;
    // Checks under way that this attempt must wait for: it may not run beside them.
    const held = claimed.some((kind) => checking(kind) > 0 && (wait > 0 || overFree(kind)));
    const going = held || wait > 0 ? [] : claimed;
    for (const kind of going) {
      const running = checking(kind) + 1;
      await tx
        .insert(loginChecks)
        .values({ key: keys[kind], running, startedAt: now })
        .onConflictDoUpdate({ target: loginChecks.key, set: { running, startedAt: now } });
    }
    // Rows with no check under way are not kept: a guess at any name must not leave one behind.
    const idle = (['pair', 'account'] as const).filter(
      (kind) => !going.includes(kind) && checking(kind) === 0,
    );
    if (idle.length > 0) {
      await tx.delete(loginChecks).where(
        inArray(
          loginChecks.key,
          idle.map((kind) => keys[kind]),
        ),
      );
    }
    if (held) return 'checks-running';
    return wait > 0 ? { waitMs: wait } : { go: claimed };
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
  const keys = keysOf(source);
  let decision = await decide(db, keys, now);
  for (let poll = 0; decision === 'checks-running' && poll < SETTLE_POLLS; poll++) {
    await setTimeout(SETTLE_POLL_MS);
    decision = await decide(db, keys, new Date());
  }
  if (decision === 'checks-running') return new TooManyAttempts(1);
  if ('waitMs' in decision) return new TooManyAttempts(Math.ceil(decision.waitMs / 1000));
  const checked = decision.go.map((kind) => keys[kind]);
  return {
    failed: () =>
      db.transaction(async (tx) => {
        const at = new Date();
        await endChecks(tx, checked, at);
        await count(tx, Object.values(keys), at);
      }),
    succeeded: () =>
      db.transaction(async (tx) => {
        await endChecks(tx, checked, new Date());
        // The account's and this pair's mistakes are forgiven; the address keeps its count.
        await tx.delete(loginFailures).where(inArray(loginFailures.key, [keys.pair, keys.account]));
      }),
  };
}
