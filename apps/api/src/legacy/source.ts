import pg from 'pg';
import { z } from 'zod';

/** The original system's database, read-only: rows of a query. */
export type LegacySource = {
  rows(query: string): Promise<unknown[]>;
  close(): Promise<void>;
};

export function openLegacyDatabase(url: string): LegacySource {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return {
    rows: async (query) => (await pool.query(query)).rows,
    close: () => pool.end(),
  };
}

const when = z.coerce.date().nullable();

// The original's tables as its models define them (users, courses, archives, their discussion messages,
// notifications). Enumerations are read as text; the original stores their names (FRESHMAN, MIDTERM), read
// here in any case.
export const legacyUserSchema = z.object({
  id: z.number().int(),
  oauth_provider: z.string().nullable(),
  oauth_sub: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  nickname: z.string().nullable(),
  is_admin: z.boolean(),
  password_hash: z.string().nullable(),
  is_local: z.boolean(),
  gemini_api_key: z.string().nullable(),
  deleted_at: when,
  last_login: when,
});
export const legacyCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().transform((value) => value.toLowerCase()),
  deleted_at: when,
});
export const legacyArchiveSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  academic_year: z.number().int(),
  archive_type: z.string().transform((value) => value.toLowerCase()),
  professor: z.string(),
  has_answers: z.boolean(),
  download_count: z.number().int(),
  object_name: z.string(),
  uploader_id: z.number().int().nullable(),
  course_id: z.number().int(),
  created_at: z.coerce.date(),
  deleted_at: when,
});
export const legacyMessageSchema = z.object({
  id: z.number().int(),
  archive_id: z.number().int(),
  user_id: z.number().int(),
  content: z.string(),
  created_at: z.coerce.date(),
  deleted_at: when,
});
export const legacyNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  severity: z.string().transform((value) => value.toLowerCase()),
  is_active: z.boolean(),
  starts_at: when,
  ends_at: when,
  created_at: z.coerce.date(),
  deleted_at: when,
});

export type LegacyUser = z.infer<typeof legacyUserSchema>;
export type LegacyCourse = z.infer<typeof legacyCourseSchema>;
export type LegacyArchive = z.infer<typeof legacyArchiveSchema>;
export type LegacyMessage = z.infer<typeof legacyMessageSchema>;
export type LegacyNotification = z.infer<typeof legacyNotificationSchema>;

/** Every row of a table, oldest id first; a row that does not read as the model is left out and said why. */
export async function readTable<T extends { id: number }>(
  source: LegacySource,
  query: string,
  schema: z.ZodType<T>,
): Promise<{ rows: T[]; unreadable: { id: number | null; reason: string }[] }> {
  const rows: T[] = [];
  const unreadable: { id: number | null; reason: string }[] = [];
  for (const raw of await source.rows(query)) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) rows.push(parsed.data);
    else {
      const id = z.object({ id: z.number() }).safeParse(raw);
      unreadable.push({
        id: id.success ? id.data.id : null,
        reason: `資料格式不符：${parsed.error.issues[0]?.message ?? ''}`,
      });
    }
  }
  return { rows, unreadable };
}

export const LEGACY_QUERIES = {
  users:
    'select id, oauth_provider, oauth_sub, email, name, nickname, is_admin, password_hash, is_local, gemini_api_key, deleted_at, last_login from users order by id',
  courses: 'select id, name, category::text as category, deleted_at from courses order by id',
  archives:
    'select id, name, academic_year, archive_type::text as archive_type, professor, has_answers, download_count, object_name, uploader_id, course_id, created_at, deleted_at from archives order by id',
  messages:
    'select id, archive_id, user_id, content, created_at, deleted_at from archive_discussion_messages order by id',
  notifications:
    'select id, title, body, severity::text as severity, is_active, starts_at, ends_at, created_at, deleted_at from notifications order by id',
} as const;

/** The first thing a schema found wrong with a row, in its own words. */
export const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? '資料不正確';
