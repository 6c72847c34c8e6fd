import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { z } from 'zod';
import { deriveKey } from '../../secret-keys.ts';
import { getSignedJsonCookie, setSignedJsonCookie } from '../signed-cookie.ts';
import { type OidcFlow, oidcFlowSchema } from './client.ts';

export const FLOW_COOKIE = 'oidc_flow';
/** Ten minutes to sign in at the provider; the browser drops the cookie then, and we refuse older ones too. */
export const FLOW_TTL_SECONDS = 600;

const storedFlowSchema = oidcFlowSchema.extend({ expiresAt: z.number().int() });

export type FlowCookieOptions = {
  /** The app secret; the cookie is signed with a key derived from it for this cookie only. */
  secret: string;
  /** Where the cookie is sent: the OIDC routes only. */
  path: string;
  /** Set when the public URL is https. */
  secure: boolean;
};

const cookieAttributes = (options: FlowCookieOptions) =>
  ({ path: options.path, httpOnly: true, sameSite: 'Lax', secure: options.secure }) as const;

export async function writeFlowCookie(c: Context, flow: OidcFlow, options: FlowCookieOptions): Promise<void> {
  const stored = { ...flow, expiresAt: Math.floor(Date.now() / 1000) + FLOW_TTL_SECONDS };
  await setSignedJsonCookie(c, FLOW_COOKIE, stored, deriveKey(options.secret, 'oidc-flow'), {
    ...cookieAttributes(options),
    maxAge: FLOW_TTL_SECONDS,
  });
}

/** The flow of this browser's sign-in, or null when the cookie is missing, forged, malformed or expired. */
export async function readFlowCookie(c: Context, options: FlowCookieOptions): Promise<OidcFlow | null> {
  const key = deriveKey(options.secret, 'oidc-flow');
  const stored = await getSignedJsonCookie(c, FLOW_COOKIE, key, storedFlowSchema);
  if (!stored || stored.expiresAt <= Math.floor(Date.now() / 1000)) return null;
  const { expiresAt: _expiresAt, ...flow } = stored;
  return flow;
}

export function clearFlowCookie(c: Context, options: FlowCookieOptions): void {
  deleteCookie(c, FLOW_COOKIE, cookieAttributes(options));
}
