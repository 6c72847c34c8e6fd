import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

const WINDOW_MS = 15 * 60 * 1000;
/** Failures within the window after which further sign-ins are refused. */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 20 } as const;

export type LoginSource = { username: string; ip: string };

/** Accounts are counted by what the person typed, case-folded, so "Admin" and "admin" share one count. */
const accountKey = (username: string) => username.trim().toLowerCase();
const windowStart = () => new Date(Date.now() - WINDOW_MS);

/** True when this account or this address has failed too often within the last 15 minutes. */
export async function isLoginBlocked(db: Database, source: LoginSource): Promise<boolean> {
  const account = accountKey(source.username);
  const [counts] = await db
    .select({
      account: sql<number>`count(*) filter (where ${loginAttempts.accountKey} = ${account})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${loginAttempts.ip} = ${source.ip})`.mapWith(Number),
    })
    .from(loginAttempts)
    .where(
      and(
        gt(loginAttempts.createdAt, windowStart()),
        or(eq(loginAttempts.accountKey, account), eq(loginAttempts.ip, source.ip)),
      ),
    );
  return (counts?.account ?? 0) >= LOGIN_LIMITS.perAccount || (counts?.ip ?? 0) >= LOGIN_LIMITS.perIp;
}

export async function recordLoginFailure(db: Database, source: LoginSource): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, windowStart()));
  await db.insert(loginAttempts).values({ accountKey: accountKey(source.username), ip: source.ip });
}

/** A successful sign-in forgives the account's earlier mistakes (the address keeps its count). */
export async function clearAccountFailures(db: Database, username: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKey(username)));
}
