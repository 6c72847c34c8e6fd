import { z } from 'zod';

const pgErrorSchema = z.object({ code: z.string(), constraint: z.string().optional() });

/** The Postgres error behind a Drizzle error (Drizzle wraps driver errors in `cause`), if any. */
function postgresError(error: unknown): z.infer<typeof pgErrorSchema> | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const parsed = pgErrorSchema.safeParse(current);
    if (parsed.success) return parsed.data;
    current = current instanceof Error ? current.cause : undefined;
  }
  return null;
}

/** The name of the unique constraint `error` violated, or null when it is another kind of error. */
export function uniqueViolation(error: unknown): string | null {
  const pgError = postgresError(error);
  return pgError?.code === '23505' ? (pgError.constraint ?? '') : null;
}
