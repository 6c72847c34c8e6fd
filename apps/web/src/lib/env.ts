import { z } from 'zod';

/** An unset variable and one set to an empty string mean the same: not configured. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z
  .object({
    VITE_API_BASE: optional(z.string()).default('/api'),
    /** The public issue tracker's repository page, e.g. https://github.com/org/repo (issue reporting). */
    VITE_ISSUE_TRACKER_URL: optional(z.url()),
  })
  .transform((raw) => ({ apiBase: raw.VITE_API_BASE, issueTrackerUrl: raw.VITE_ISSUE_TRACKER_URL }));

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The build-time configuration, parsed on first use. The only module that reads import.meta.env. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`前端設定不正確：${fields}`);
  }
  cached = parsed.data;
  return cached;
}
