import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, notificationKindSchema } from '@pastexam/api-contract';
import { deriveKey } from '../../secret-keys.ts';

/** Whose mail of which kinds a 取消訂閱 link stops. */
export type UnsubscribeTarget = { userId: number; kinds: NotificationKind[] };

const sign = (appSecret: string, payload: string) =>
  createHmac('sha256', deriveKey(appSecret, 'mail-unsubscribe')).update(payload).digest('base64url');

/**
 * The token of a mail's 取消訂閱 link: `userId.kind+kind.signature`, signed with a key of its own derived from
 * APP_SECRET. It does not expire: a link in an old mail still stops that mail's kinds, and nothing else.
 */
export function unsubscribeToken(appSecret: string, { userId, kinds }: UnsubscribeTarget): string {
  const payload = `${userId}.${kinds.join('+')}`;
  return `${payload}.${sign(appSecret, payload)}`;
}

const TOKEN = /^(\d{1,10})\.([a-z_+]{1,300})\.([A-Za-z0-9_-]{43})$/;

/** Whom and what the token names, or null when it is malformed, forged or names no kind there is. */
export function readUnsubscribeToken(appSecret: string, token: string): UnsubscribeTarget | null {
  const [, id, kindList, signature] = TOKEN.exec(token) ?? [];
  if (id === undefined || kindList === undefined || signature === undefined) return null;
  const expected = Buffer.from(sign(appSecret, `${id}.${kindList}`));
  if (!timingSafeEqual(Buffer.from(signature), expected)) return null;
  const kinds = kindList.split('+').map((kind) => notificationKindSchema.safeParse(kind));
  const known = kinds.flatMap((kind) => (kind.success ? [kind.data] : []));
  if (known.length === 0 || known.length !== kinds.length) return null;
  return { userId: Number(id), kinds: known };
}
