import type { Context } from 'hono';
import { z } from 'zod';

/** The node adapter's bindings carry the socket; in-process test requests may pass the same shape. */
const bindingsSchema = z.object({
  incoming: z.object({ socket: z.object({ remoteAddress: z.string().optional() }) }),
});

/**
 * The address the request came from. Behind a reverse proxy (TRUST_PROXY) that is the last address the
 * proxy appended to X-Forwarded-For; earlier entries are whatever the client claimed and are ignored.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const bindings = bindingsSchema.safeParse(c.env);
  return bindings.success ? (bindings.data.incoming.socket.remoteAddress ?? 'unknown') : 'unknown';
}
