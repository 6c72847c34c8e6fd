import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { LegacySource } from '../legacy/source.ts';
import type { TestStorage } from './database.ts';
import { blankPdf } from './pdfs.ts';

/**
 * The original system's database as its alembic migrations leave it at their head, 01075665e961 (checked
 * against NCTUCSUnion/pastexam at commit 60fec0cac87179f68559d5a06260f8ac5d662fd7, whose migrations the fork
 * iach526526/pastexam at 0433cee917c488e681fb3bb73b7933cb372c10d3 shares unchanged). Written here in our own
 * words, in the order the migrations build it: SQLAlchemy's integer primary keys become serials, AutoString a
 * varchar without length, its Enum a PostgreSQL enum holding the members' NAMES (FRESHMAN, not freshman), and
 * the models' defaults live in Python, so no column has a default in the database. The unique e-mails and names
 * are unique indexes, compared with their letter case.
 */
const ORIGINAL_SCHEMA = `
create table alembic_version (version_num varchar(32) not null, constraint alembic_version_pkc primary key (version_num));
create type coursecategory as enum ('FRESHMAN', 'SOPHOMORE', 'JUNIOR', 'SENIOR', 'GRADUATE', 'INTERDISCIPLINARY', 'GENERAL');
create table courses (
  id serial not null, name varchar not null, category coursecategory not null, deleted_at timestamp with time zone,
  primary key (id));
create index ix_courses_name on courses (name);
create table memes (id serial not null, content varchar not null, language varchar not null, primary key (id));
create table users (
  id serial not null, oauth_provider varchar, oauth_sub varchar, email varchar not null, name varchar not null,
  is_admin boolean not null, password_hash varchar, is_local boolean not null,
  last_login timestamp with time zone, last_logout timestamp with time zone,
  gemini_api_key varchar, deleted_at timestamp with time zone, nickname varchar,
  primary key (id));
create unique index ix_users_email on users (email);
create unique index ix_users_name on users (name);
create index ix_users_nickname on users (nickname);
create type archivetype as enum ('QUIZ', 'MIDTERM', 'FINAL', 'OTHER');
create table archives (
  id serial not null, name varchar not null, academic_year integer not null, archive_type archivetype not null,
  professor varchar not null, has_answers boolean not null, download_count integer not null,
  object_name varchar not null, uploader_id integer, course_id integer not null,
  created_at timestamp with time zone not null, updated_at timestamp with time zone not null,
  deleted_at timestamp with time zone,
  primary key (id), foreign key (course_id) references courses (id), foreign key (uploader_id) references users (id));
create index ix_archives_professor on archives (professor);
create type notificationseverity as enum ('INFO', 'DANGER');
create table notifications (
  id serial not null, title varchar(150) not null, body text not null, severity notificationseverity not null,
  is_active boolean not null, starts_at timestamp with time zone, ends_at timestamp with time zone,
  created_at timestamp with time zone not null, updated_at timestamp with time zone not null,
  deleted_at timestamp with time zone,
  primary key (id));
create table archive_discussion_messages (
  id serial not null, archive_id integer not null, user_id integer not null, content text not null,
  created_at timestamp with time zone not null, deleted_at timestamp with time zone,
  primary key (id), foreign key (archive_id) references archives (id), foreign key (user_id) references users (id));
create index ix_archive_discussion_messages_archive_id on archive_discussion_messages (archive_id);
create index ix_archive_discussion_messages_user_id on archive_discussion_messages (user_id);
insert into alembic_version (version_num) values ('01075665e961');
`;

/**
 * Hashes the original's passlib 1.7.4 wrote with its own context, `CryptContext(schemes=["bcrypt_sha256",
 * "bcrypt"], deprecated=["bcrypt"])` (app/utils/auth.py), for the passwords beside them: version 2 of
 * bcrypt_sha256 as it writes today, version 1 as passlib before 1.7.3 wrote it, and plain bcrypt from before
 * bcrypt_sha256 was the default.
 */
export const PASSLIB_HASHES = {
  adminV2: {
    password: 'old-admin-pass',
    hash: '$bcrypt-sha256$v=2,t=2b,r=12$Ayaw0QhVUaVfqsopkzN2qu$4VCb3WxbvhfJjjs7wNuBJOa9civFMYa',
  },
  unicodeV2: {
    password: '系主任的密碼🔑',
    hash: '$bcrypt-sha256$v=2,t=2b,r=12$GFDzmC1uEjR8UNo1GZIF5.$v58R9hs6bPD3LxvI0xSlgd8ulavLGYG',
  },
  // 87 bytes in UTF-8: longer than the 72 bcrypt itself reads, which bcrypt_sha256 exists to allow.
  longV2: {
    password: `${'x'.repeat(43)}${'密碼'.repeat(5)}${'y'.repeat(14)}`,
    hash: '$bcrypt-sha256$v=2,t=2b,r=12$FbLBAUR1iTK2veL//15Bce$KBFqlXevC13MwDek4n8DdpHpZZo.jeu',
  },
  shortV1: {
    password: 'ab1',
    hash: '$bcrypt-sha256$2b,12$ZVuJPUvtVEXUU7gmO6WQne$plgy.dZFj9JdAVo9q7GZeSYbtZOgVDa',
  },
  plainBcrypt: {
    password: '舊系統的密碼',
    hash: '$2b$12$NKADYecJmFkM.l/88SYwNusxqX5.GAdW7bRRQMNZhCmSu0PqX7R7y',
  },
} as const;

type When = string | null;
/** A row of the original's `users`, as its admin page or its single sign-on wrote it. */
export type OriginalUser = {
  id: number;
  name: string;
  email: string;
  nickname?: string | null;
  is_admin?: boolean;
  is_local?: boolean;
  password_hash?: string | null;
  oauth_provider?: string | null;
  oauth_sub?: string | null;
  gemini_api_key?: string | null;
  deleted_at?: When;
  last_login?: When;
};
export type OriginalCourse = { id: number; name: string; category: string; deleted_at?: When };
export type OriginalArchive = {
  id: number;
  name: string;
  academic_year: number;
  archive_type: string;
  professor: string;
  object_name: string;
  course_id: number;
  has_answers?: boolean;
  download_count?: number;
  uploader_id?: number | null;
  created_at?: string;
  deleted_at?: When;
};
export type OriginalMessage = {
  id: number;
  archive_id: number;
  user_id: number;
  content: string;
  created_at?: string;
  deleted_at?: When;
};
export type OriginalNotice = {
  id: number;
  title: string;
  body: string;
  severity?: string;
  is_active?: boolean;
  starts_at?: When;
  ends_at?: When;
  created_at?: string;
  deleted_at?: When;
};
export type OriginalRows = {
  users?: OriginalUser[];
  courses?: OriginalCourse[];
  archives?: OriginalArchive[];
  messages?: OriginalMessage[];
  notifications?: OriginalNotice[];
};

/**
 * Each row completed as the original's models complete it before writing (their Python-side defaults): an
 * account the admin page or single sign-on creates has its name as nickname, an upload has no answers and no
 * downloads yet, a notice is INFO and on; times are the moment of writing.
 */
function completed(rows: OriginalRows) {
  const now = new Date().toISOString();
  return {
    users: (rows.users ?? []).map((user) => ({
      nickname: user.name,
      is_admin: false,
      is_local: false,
      password_hash: null,
      oauth_provider: null,
      oauth_sub: null,
      gemini_api_key: null,
      deleted_at: null,
      last_login: null,
      ...user,
    })),
    courses: (rows.courses ?? []).map((course) => ({ deleted_at: null, ...course })),
    archives: (rows.archives ?? []).map((archive) => ({
      has_answers: false,
      download_count: 0,
      uploader_id: null,
      created_at: now,
      deleted_at: null,
      ...archive,
      updated_at: archive.created_at ?? now,
    })),
    archive_discussion_messages: (rows.messages ?? []).map((message) => ({
      created_at: now,
      deleted_at: null,
      ...message,
    })),
    notifications: (rows.notifications ?? []).map((notice) => ({
      severity: 'INFO',
      is_active: true,
      starts_at: null,
      ends_at: null,
      created_at: now,
      deleted_at: null,
      ...notice,
      updated_at: notice.created_at ?? now,
    })),
  };
}

/** A legacy database to fill and read: statements in, rows out. */
export type LegacyDatabase = LegacySource & {
  exec(sql: string): Promise<void>;
  /** Writes `rows` as the original writes them, its serials moved past the ids given. */
  insert(rows: OriginalRows): Promise<void>;
};

/**
 * The original system's schema holding `rows`: on PostgreSQL in a database of its own at `url`, else in an
 * in-memory PGlite, as the embedded suite has no server.
 */
export async function openLegacyTestDatabase(
  url: string | undefined,
  rows: OriginalRows = {},
): Promise<LegacyDatabase> {
  const legacy = url ? postgresDatabase(url) : pgliteDatabase();
  await legacy.exec(ORIGINAL_SCHEMA);
  await legacy.insert(rows);
  return legacy;
}

type Run = (sql: string, params?: unknown[]) => Promise<unknown[]>;

function withInsert(run: Run, close: () => Promise<void>): LegacyDatabase {
  return {
    exec: async (sql) => void (await run(sql)),
    rows: (sql) => run(sql),
    close,
    async insert(rows) {
      for (const [table, list] of Object.entries(completed(rows))) {
        for (const row of list) {
          const columns = Object.keys(row);
          const values = columns.map((_, index) => `$${index + 1}`);
          await run(
            `insert into ${table} (${columns.join(', ')}) values (${values.join(', ')})`,
            Object.values(row),
          );
        }
        if (list.length > 0) {
          await run(
            `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
          );
        }
      }
    },
  };
}

function postgresDatabase(url: string): LegacyDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return withInsert(
    async (sql, params) => (await pool.query(sql, params)).rows,
    () => pool.end(),
  );
}

function pgliteDatabase(): LegacyDatabase {
  const db = new PGlite();
  return withInsert(
    async (sql, params) =>
      params ? (await db.query(sql, params)).rows : (await db.exec(sql)).flatMap((r) => r.rows),
    () => db.close(),
  );
}

/** A directory standing in for the original's MinIO bucket, with these objects. */
export async function legacyBucket(objects: Record<string, Uint8Array | string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pastexam-legacy-bucket-'));
  for (const [name, bytes] of Object.entries(objects)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), bytes);
  }
  return dir;
}

export const legacyPdf = () => blankPdf(1);

/** `pnpm import-legacy` with `args`, as an operator runs it, into `target` (its data directory or database). */
export function importLegacyCommand(target: TestStorage, ...args: string[]) {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/legacy/cli.ts', ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
      APP_SECRET: 'x'.repeat(32),
    },
  });
}
