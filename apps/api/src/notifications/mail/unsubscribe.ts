import type { NotificationUnsubscribed } from '@pastexam/api-contract';
import type { Database } from '../../db/client.ts';
import { fail, type Refusal } from '../../refusal.ts';
import { listSettings, saveSettings } from '../repository.ts';
import { cancelPending } from './repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * 取消訂閱 from a mail's link, without sign-in: the kinds the signed token names that are still mailed go back to
 * the bell only (`app`), and their mail not yet sent is not sent. A kind since set otherwise is left as it is.
 * A forged or damaged token changes nothing.
 */
export async function unsubscribeByToken(
  db: Database,
  appSecret: string,
  token: string,
): Promise<NotificationUnsubscribed | Refusal<'unsubscribe_link_invalid'>> {
  const target = readUnsubscribeToken(appSecret, token);
  if (target === null) return fail('unsubscribe_link_invalid');
  const mailed = new Set(
    (await listSettings(db, target.userId)).filter((row) => row.delivery === 'email').map((row) => row.kind),
  );
  const stopped = target.kinds.filter((kind) => mailed.has(kind));
  await saveSettings(
    db,
    target.userId,
    stopped.map((kind) => ({ kind, delivery: 'app' as const })),
  );
  await cancelPending(db, target.userId, target.kinds);
  return { kinds: target.kinds };
}
