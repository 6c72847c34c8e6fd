import { tokenClaimsSchema } from '@pastexam/api-contract';
import { z } from 'zod';

// Decoding a token needs the contract's schema and zod, so this module is fetched only when there is a token
// to read (a stored one at start-up, or a fresh sign-in): a guest's first page does without both.

/** The name shown when the token carries none (product §3.5). */
export const FALLBACK_USER_NAME = 'User';

/** The current user as product §3.5 derives it from the token's claims. */
const sessionSchema = tokenClaimsSchema
  // A token without a name is still a valid sign-in; the UI shows the fallback instead.
  .extend({ name: z.string().optional() })
  .transform((claims) => ({
    user: {
      id: claims.uid,
      email: claims.email,
      name: claims.name?.trim() ? claims.name : FALLBACK_USER_NAME,
      is_admin: claims.is_admin,
      avatar: claims.avatar_url,
      roles: claims.realm_roles,
    },
    expiresAt: claims.exp * 1000,
  }));

type DecodedSession = z.infer<typeof sessionSchema>;
export type CurrentUser = DecodedSession['user'];
export type Session = DecodedSession & { token: string };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Names are Chinese: the payload is UTF-8, which atob alone would mangle.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Reads a JWT's payload without verifying it (the server verifies); null when it is not one of our tokens. */
export function decodeSession(token: string): Session | null {
  const segments = token.split('.');
  const payload = segments[1];
  if (segments.length !== 3 || !payload) return null;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? { ...parsed.data, token } : null;
  } catch {
    return null;
  }
}
