import { z } from 'zod';

/** An unset variable and one set to an empty string mean the same: not configured. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z
  .object({
    VITE_API_BASE: optional(z.string()).default('/api'),
    /**
     * Named the issue tracker before the server's ISSUE_REPORT_URL did: a build that still sets it stops, so the
     * setting is moved rather than quietly lost.
     */
    VITE_ISSUE_REPOSITORY: optional(z.never({ error: '已改由伺服器的 ISSUE_REPORT_URL 設定問題回報的去處' })),
  })
  .transform((raw) => ({ apiBase: raw.VITE_API_BASE }));

export type Env = z.infer<typeof envSchema>;

/**
 * Checks the build's variables; throws a zh-TW message naming every variable that is wrong and why. The build runs it
 * (vite.config.ts), so a wrong value stops the build rather than a visitor's page; the app reads the result
 * through `getEnv()`.
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}（${issue.message}）`)
      .join(', ');
    throw new Error(`前端設定不正確：${fields}`);
  }
  return parsed.data;
}
