import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export type Health = z.infer<typeof healthSchema>;

/** What readiness checks: each part answers, or the server is not ready. */
export const readinessSchema = z
  .object({
    status: z.literal('ready'),
    checks: z.object({
      database: z.literal('ok'),
      migrations: z.literal('ok'),
      storage: z.literal('ok'),
    }),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof readinessSchema>;
