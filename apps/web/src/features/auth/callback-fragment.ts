import { z } from 'zod';

const tokenFragmentSchema = z.object({ access_token: z.string().min(1) });
const errorFragmentSchema = z.object({ error: z.string().trim().min(1) });

/** What the single sign-on callback put in the URL fragment. */
export type CallbackFragment =
  | { kind: 'token'; token: string }
  | { kind: 'error'; message: string }
  | { kind: 'empty' };

/** Reads `access_token=…` or `error=…` from a URL fragment (with or without its leading `#`). */
export function parseCallbackFragment(hash: string): CallbackFragment {
  const params = Object.fromEntries(new URLSearchParams(hash.replace(/^#/, '')));
  const token = tokenFragmentSchema.safeParse(params);
  if (token.success) return { kind: 'token', token: token.data.access_token };
  const error = errorFragmentSchema.safeParse(params);
  if (error.success) return { kind: 'error', message: error.data.error };
  return { kind: 'empty' };
}
