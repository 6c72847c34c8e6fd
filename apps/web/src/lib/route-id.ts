import { z } from 'zod';

/** An id in a path (`/practice/12`): a positive integer a database column holds, or null for anything else. */
export function routeId(raw: string): number | null {
  const parsed = z.coerce.number().int().positive().max(2_147_483_647).safeParse(raw);
  return parsed.success ? parsed.data : null;
}
