import { type NotificationKind, notificationKindSchema } from '@pastexam/api-contract';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { defineJobKind, type JobKind } from '../../jobs/kind.ts';
import { logSafe } from '../../jobs/log-safe.ts';
import { digestMail, type MailSite, noticeMail } from './compose.ts';
import { type Mailer, type OutgoingMail, openMailer, refusedForGood } from './mailer.ts';
import {
  digestDue,
  dropPending,
  eachDue,
  listDue,
  MAIL_JOB_MAX_ATTEMPTS,
  MAIL_MAX_ATTEMPTS,
  markSent,
  NOTIFICATION_MAIL_KIND,
  nextUserWith,
  type PendingMail,
  recordFailure,
} from './repository.ts';

/** Waits between tries: 1, 4, 16 and 64 minutes, so a mail server down for an hour loses nothing. */
export const mailRetryDelayMs = (attempt: number) => 60_000 * 4 ** (attempt - 1);
/** Notifications read at a time; a digest lists at most this many (the rest go in the next). */
const BATCH = 100;

/** Some mail could not be sent and waits for another try: the job is retried after its back-off. */
class MailRetryError extends Error {
  override name = 'MailRetryError';
}

export type NotificationMailDeps = {
  env: Env;
  db: Database;
  logger: Logger;
  /** The waits between the job's tries; mailRetryDelayMs unless given (tests pass short ones). */
  retryDelayMs?: (attempt: number) => number;
};

/** Addresses are not written to the log, even inside the mail server's own message. */
const withoutAddresses = (error: unknown) => {
  const safe = logSafe(error);
  return safe.reason ? { ...safe, reason: safe.reason.replace(/[^\s<>@]+@[^\s<>@]+/g, '[address]') } : safe;
};

type Run = {
  deps: NotificationMailDeps;
  mailer: Mailer;
  site: MailSite;
  signal: AbortSignal;
  /** Everything due in this run, for counting a failed try against all of it when the server fails. */
  due: SQL;
  tally: { sent: number; failed: number; retrying: number };
};

const kindOf = (mail: PendingMail): NotificationKind => notificationKindSchema.parse(mail.kind);

/**
 * Sends one mail telling of `ids`; true when the run may go on. A mail the server refused for good is given up
 * alone; any other failure (the server unreachable, busy, refusing everyone) counts a try against all that is due
 * and ends the run, to be tried again after the back-off.
 */
async function deliver(run: Run, mail: OutgoingMail, ids: readonly number[]): Promise<boolean> {
  const { db, logger } = run.deps;
  try {
    await run.mailer.send(mail);
    await markSent(db, ids);
    run.tally.sent += 1;
    return true;
  } catch (error) {
    const forGood = refusedForGood(error);
    const which = forGood ? inArray(notifications.id, [...ids]) : run.due;
    const { failed, retrying } = await recordFailure(db, which, MAIL_MAX_ATTEMPTS, forGood);
    run.tally.failed += failed;
    run.tally.retrying += retrying;
    if (failed > 0)
      logger.error(
        { event: 'notification_mail_given_up', notifications: failed, err: withoutAddresses(error) },
        'notification mail was given up; the notifications stay in the bell',
      );
    return forGood;
  }
}

async function sendEach(run: Run): Promise<boolean> {
  for (let after = 0; !run.signal.aborted; ) {
    const batch = await listDue(run.deps.db, eachDue, after, BATCH);
    if (batch.length === 0) return true;
    for (const item of batch) {
      after = item.id;
      const mail = noticeMail(run.site, item, { ...item, kind: kindOf(item) });
      if (!(await deliver(run, mail, [item.id]))) return false;
    }
  }
  return false;
}

async function sendDigests(run: Run, minutes: number): Promise<boolean> {
  const due = digestDue(minutes);
  for (let after = 0; !run.signal.aborted; ) {
    const userId = await nextUserWith(run.deps.db, due, after);
    if (userId === null) return true;
    after = userId;
    const items = await listDue(run.deps.db, and(due, eq(notifications.userId, userId)) ?? due, 0, BATCH);
    const [first] = items;
    if (!first) continue;
    const mail = digestMail(
      run.site,
      first,
      items.map((item) => ({ ...item, kind: kindOf(item) })),
    );
    if (
      !(await deliver(
        run,
        mail,
        items.map((item) => item.id),
      ))
    )
      return false;
  }
  return false;
}

/**
 * Mails what is due: each notification of a user who has them mailed alone, and the digest of each user whose
 * oldest waiting one is MAIL_DIGEST_MINUTES old. Queued by the notification that needs mail (in its
 * transaction) and every 10 minutes; without SMTP_URL it only forgets what waits. A failed try never touches the bell.
 */
export function notificationMailJobKind(deps: NotificationMailDeps): JobKind {
  const { env, db } = deps;
  const site = { publicUrl: env.PUBLIC_URL, appSecret: env.APP_SECRET };
  return defineJobKind({
    kind: NOTIFICATION_MAIL_KIND,
    payload: z.object({}),
    maxAttempts: MAIL_JOB_MAX_ATTEMPTS,
    interruptedMessage: '寄送通知信時伺服器中斷',
    logPrefix: 'notification_mail',
    retryDelayMs: deps.retryDelayMs ?? mailRetryDelayMs,
    run: async (_job, { signal }) => {
      if (env.SMTP_URL === undefined) return { result: JSON.stringify({ dropped: await dropPending(db) }) };
      const due = or(eachDue, digestDue(env.MAIL_DIGEST_MINUTES)) ?? eachDue;
      const tally = { sent: 0, failed: 0, retrying: 0 };
      const mailer = openMailer(env.SMTP_URL, env.MAIL_FROM);
      try {
        const run = { deps, mailer, site, signal, due, tally };
        if (await sendEach(run)) await sendDigests(run, env.MAIL_DIGEST_MINUTES);
      } finally {
        mailer.close();
      }
      if (tally.retrying > 0) throw new MailRetryError(`${tally.retrying} 則通知的信寄送失敗，稍後重試`);
      return { result: JSON.stringify(tally) };
    },
  });
}
