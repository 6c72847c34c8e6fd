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

/** The original system's tables as its models define them (users, courses, archives, notifications). */
const LEGACY_SCHEMA = `
create type coursecategory as enum ('FRESHMAN','SOPHOMORE','JUNIOR','SENIOR','GRADUATE','INTERDISCIPLINARY','GENERAL');
create type archivetype as enum ('QUIZ','MIDTERM','FINAL','OTHER');
create type notificationseverity as enum ('INFO','DANGER');
create table users (
  id serial primary key, oauth_provider varchar, oauth_sub varchar, email varchar not null unique,
  name varchar not null unique, nickname varchar, is_admin boolean not null default false, password_hash varchar,
  is_local boolean not null default false, gemini_api_key varchar, deleted_at timestamptz, last_login timestamptz,
  last_logout timestamptz);
create table courses (id serial primary key, name varchar not null, category coursecategory not null, deleted_at timestamptz);
create table archives (
  id serial primary key, name varchar not null, academic_year integer not null, archive_type archivetype not null,
  professor varchar not null, has_answers boolean not null default false, download_count integer not null default 0,
  object_name varchar not null, uploader_id integer references users(id), course_id integer not null references courses(id),
  created_at timestamptz not null, updated_at timestamptz not null, deleted_at timestamptz);
create table notifications (
  id serial primary key, title varchar(150) not null, body text not null, severity notificationseverity not null default 'INFO',
  is_active boolean not null default true, deleted_at timestamptz, starts_at timestamptz, ends_at timestamptz,
  created_at timestamptz not null, updated_at timestamptz not null);
`;

/** A legacy database to fill and read: statements in, rows out. */
export type LegacyDatabase = LegacySource & { exec(sql: string): Promise<void> };

/**
 * The original system's schema holding `rows` (insert statements): on PostgreSQL in a database of its own at
 * `url`, else in an in-memory PGlite, as the embedded suite has no server.
 */
export async function openLegacyTestDatabase(url: string | undefined, rows: string): Promise<LegacyDatabase> {
  const legacy = url ? postgresDatabase(url) : pgliteDatabase();
  await legacy.exec(LEGACY_SCHEMA);
  await legacy.exec(rows);
  return legacy;
}

function postgresDatabase(url: string): LegacyDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  return {
    exec: async (sql) => void (await pool.query(sql)),
    rows: async (sql) => (await pool.query(sql)).rows,
    close: () => pool.end(),
  };
}

function pgliteDatabase(): LegacyDatabase {
  const db = new PGlite();
  return {
    exec: async (sql) => void (await db.exec(sql)),
    rows: async (sql) => (await db.query(sql)).rows,
    close: () => db.close(),
  };
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
