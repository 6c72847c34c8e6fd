import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';
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

/** The wait, in SQL, that the stored row asks for; the policy's numbers are ours, never a caller's. */
function delaySql(policy: DelayPolicy) {
  const [free, base, cap] = [policy.free, policy.baseMs, policy.capMs].map((n) => sql.raw(String(n)));
  return sql`(case when ${loginFailures.failures} < ${free} then 0
    else least(${cap}, ${base} * power(2, ${loginFailures.failures} - ${free})) end)`;
}

/**
 * Counts one failure on `key` now, but only if its wait has passed: one atomic statement, so that attempts
 * sent together cannot all slip through the same opening. False when another attempt took it first.
 */
async function claim(db: Database, key: string, policy: DelayPolicy, now: Date): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  const rows = await db
    .insert(loginFailures)
    .values({ key, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${loginFailures.lastFailedAt} < ${forgetBefore} then 1
          else ${loginFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
      setWhere: sql`${loginFailures.lastFailedAt} < ${forgetBefore}
        or ${loginFailures.lastFailedAt} + ${delaySql(policy)} * interval '1 millisecond' <= ${now}`,
    })
    .returning({ key: loginFailures.key });
  return rows.length > 0;
}

/** Adds one failure to each key, forgetting first what is too old to count. */
async function count(db: Database, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
  await db.delete(loginFailures).where(lt(loginFailures.lastFailedAt, forgetBefore));
  await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, failures: 1, lastFailedAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: { failures: sql`${loginFailures.failures} + 1`, lastFailedAt: now },
    });
}

/** An attempt allowed to check its password; it must be settled either way. */
export type Attempt = { failed(): Promise<void>; succeeded(): Promise<void> };

/**
 * Decides, before any password is checked, whether this attempt may go ahead:
 * - the account at this address and the address itself always ask for their waits;
 * - the account's own wait (failures from anywhere) is asked only of an address that has been failing, on this
 *   account or across many, so a correct password from a clean address always works, while every address
 *   that joins a distributed guess is held to the account's pace after its first try.
 */
export async function beginAttempt(
  db: Database,
  source: LoginSource,
  now = new Date(),
): Promise<Attempt | TooManyAttempts> {
  const keys = keysOf(source);
  const rows = await db
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
  const failing =
    (counter('pair')?.failures ?? 0) > 0 || (counter('address')?.failures ?? 0) >= LOGIN_DELAYS.address.free;
  const asked: Kind[] = failing ? ['pair', 'address', 'account'] : ['pair', 'address'];
  const wait = Math.max(...asked.map((kind) => remaining(LOGIN_DELAYS[kind], counter(kind), at)));
  if (wait > 0) return new TooManyAttempts(Math.ceil(wait / 1000));

  // Counted before the password is checked, taken back on success.
  const claimed: Kind[] = failing ? ['pair', 'account'] : ['pair'];
  for (const kind of claimed) {
    // Another attempt sent at the same moment took this opening.
    if (!(await claim(db, keys[kind], LOGIN_DELAYS[kind], now))) return new TooManyAttempts(1);
  }
  return {
    failed: () =>
      count(
        db,
        (['account', 'address'] as const).filter((kind) => !claimed.includes(kind)).map((kind) => keys[kind]),
        new Date(),
      ),
    async succeeded() {
      // The account's and this pair's mistakes are forgiven; the address keeps its count.
      await db.delete(loginFailures).where(inArray(loginFailures.key, [keys.pair, keys.account]));
    },
  };
}
