import { z } from 'zod';

/** An unset variable and one set to an empty string mean the same: not configured. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The GitHub repository whose issue tracker receives reports unless the build names another. */
export const DEFAULT_ISSUE_REPOSITORY = 'pastexam/pastexam';

/** GitHub's own rules: an owner of letters, digits and hyphens; a name of those plus `.` and `_`. */
const repositorySchema = z
  .string()
  .regex(
    /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/,
    'VITE_ISSUE_REPOSITORY 應為 owner/name',
  );

const envSchema = z
  .object({
    VITE_API_BASE: optional(z.string()).default('/api'),
    /** The public issue tracker's GitHub repository as owner/name (issue reporting, product §7.3). */
    VITE_ISSUE_REPOSITORY: optional(repositorySchema).default(DEFAULT_ISSUE_REPOSITORY),
  })
  .transform((raw) => ({ apiBase: raw.VITE_API_BASE, issueRepository: raw.VITE_ISSUE_REPOSITORY }));

export type Env = z.infer<typeof envSchema>;

/**
 * Checks the build's variables; throws a zh-TW message naming every variable that is wrong. The build runs it
 * (vite.config.ts), so a wrong value stops the build rather than a visitor's page; the app reads the result
 * through `getEnv()`.
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`前端設定不正確：${fields}`);
  }
  return parsed.data;
}
