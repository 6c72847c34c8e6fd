import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '@pastexam/api-contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Env } from '../env.ts';
import { deriveKey } from '../secret-keys.ts';
import { getSignedJsonCookie, setSignedJsonCookie } from './signed-cookie.ts';

/**
 * The device cookie (docs/decisions/018): a browser that has signed in to an account gets one, naming the
 * account and a random nonce, signed so that nobody can make one up. Presented again at sign-in, it lets that
 * browser's attempts count against its own allowance instead of the one every unknown source shares.
 */
export const DEVICE_COOKIE = 'device';
/** A year: a browser stays known as long as its owner keeps signing in with it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const deviceSchema = z.object({
  /** The account this browser signed in to. */
  user: z.number().int().positive(),
  /** 128 random bits, base64url: the device's own counter is kept under it. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
});

/** A browser that signed in to `user` before, as its device cookie says. */
export type Device = z.infer<typeof deviceSchema>;

const keyOf = (env: Pick<Env, 'APP_SECRET'>) => deriveKey(env.APP_SECRET, 'device-cookie');

/**
 * Gives this browser a fresh device cookie for the account it has just signed in to: sent back only with
 * sign-in requests from our own pages (Path /api/auth, SameSite=Strict), never readable by scripts.
 */
export async function issueDeviceCookie(
  c: Context,
  env: Pick<Env, 'APP_SECRET' | 'PUBLIC_URL'>,
  userId: number,
): Promise<void> {
  const device: Device = { user: userId, nonce: randomBytes(16).toString('base64url') };
  await setSignedJsonCookie(c, DEVICE_COOKIE, device, keyOf(env), {
    path: `${API_PREFIX}/auth`,
    httpOnly: true,
    sameSite: 'Strict',
    secure: env.PUBLIC_URL.startsWith('https://'),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

/** The device this browser's cookie names, or null when it has none, or one forged, tampered with or malformed. */
export function readDeviceCookie(c: Context, env: Pick<Env, 'APP_SECRET'>): Promise<Device | null> {
  return getSignedJsonCookie(c, DEVICE_COOKIE, keyOf(env), deviceSchema);
}
