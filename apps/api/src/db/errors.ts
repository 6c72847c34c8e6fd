import { z } from 'zod';

const pgErrorSchema = z.object({ code: z.string(), constraint: z.string().optional() });

/** The error and those behind it (Drizzle wraps driver errors in `cause`), a few levels deep. */
function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current: unknown = error; current && chain.length < 5; ) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** The Postgres error behind a Drizzle error, if any. */
function postgresError(error: unknown): z.infer<typeof pgErrorSchema> | null {
  for (const current of causeChain(error)) {
    const parsed = pgErrorSchema.safeParse(current);
    if (parsed.success) return parsed.data;
  }
  return null;
}

/** The name of the unique constraint `error` violated, or null when it is another kind of error. */
export function uniqueViolation(error: unknown): string | null {
  const pgError = postgresError(error);
  return pgError?.code === '23505' ? (pgError.constraint ?? '') : null;
}

/** Whether `error` is a write naming a row that is gone (a foreign key violation): deleted meanwhile. */
export function foreignKeyViolation(error: unknown): boolean {
  return postgresError(error)?.code === '23503';
}

/**
 * SQLSTATEs that say the server is not there to answer rather than that the query was wrong: connection
 * exceptions (class 08), a server shutting down or starting (57P01-57P03), no connection slot left (53300).
 */
const UNREACHABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** What the socket says when the server is down or the way to it is. */
const UNREACHABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres says when a connection breaks or cannot be made in time (its errors carry no code). */
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

/** Whether `error` says the database cannot be reached (as opposed to a query it refused). */
export function databaseUnreachable(error: unknown): boolean {
  return causeChain(error).some((current) => {
    const code = z.object({ code: z.string() }).safeParse(current);
    if (code.success && (UNREACHABLE_STATE.test(code.data.code) || UNREACHABLE_SOCKET.has(code.data.code))) {
      return true;
    }
    return current instanceof Error && UNREACHABLE_MESSAGE.test(current.message);
  });
}
