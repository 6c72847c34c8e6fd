import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { z } from 'zod';

/**
 * A cookie holding a small JSON value, signed (HMAC-SHA256) with a key of its own, for what the server hands
 * the browser to give back unchanged: the single sign-on flow, the device cookie.
 */
export async function setSignedJsonCookie(
  c: Context,
  name: string,
  value: unknown,
  key: Uint8Array,
  options: CookieOptions,
): Promise<void> {
  const encoded = Buffer.from(JSON.stringify(value)).toString('base64url');
  await setSignedCookie(c, name, encoded, key, options);
}

/** The cookie's value as `schema` reads it, or null when it is missing, forged, tampered with or malformed. */
export async function getSignedJsonCookie<T>(
  c: Context,
  name: string,
  key: Uint8Array,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const encoded = await getSignedCookie(c, key, name);
  if (!encoded) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}
