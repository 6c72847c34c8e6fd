import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { verifyPassword } from './password.ts';
import { findLocalUserByLogin } from './repository.ts';

/**
 * The first start's generated administrator password, kept in DATA_DIR for an operator who missed the console
 * (product §1.4): readable by the data's owner only, and deleted by the first start after the password stopped
 * working (changed, reset, or the account renamed or removed).
 */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

/** The account a password file names; its two lines are read back with these labels. */
export type FirstAdmin = { username: string; password: string };

const USERNAME_LABEL = '帳號：';
const PASSWORD_LABEL = '密碼：';

const fileContent = z.object({ username: z.string().min(1), password: z.string().min(1) });

export const adminPasswordPath = (dataDir: string) => join(dataDir, ADMIN_PASSWORD_FILE);

/**
 * Writes the file, mode 0600, and answers its path. A file an earlier installation left over this data
 * directory (a new database on PostgreSQL) is replaced, never read.
 */
export async function writeAdminPasswordFile(dataDir: string, admin: FirstAdmin): Promise<string> {
  const path = adminPasswordPath(dataDir);
  const text = [
    '考古題系統首次啟動時建立的管理員帳號',
    `${USERNAME_LABEL}${admin.username}`,
    `${PASSWORD_LABEL}${admin.password}`,
    '',
    '登入後請在「更改密碼」換成自己的密碼；換過之後，下一次啟動伺服器時會自動刪除這個檔案。',
    '',
  ].join('\n');
  await rm(path, { force: true });
  // 'wx': created here with its mode, not opened through a link someone put in its place.
  await writeFile(path, text, { flag: 'wx', mode: 0o600 });
  return path;
}

/** The account the file names, or null when there is none or it is not one this server wrote. */
async function readAdminPasswordFile(path: string): Promise<FirstAdmin | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
  const line = (label: string) =>
    text
      .split('\n')
      .find((candidate) => candidate.startsWith(label))
      ?.slice(label.length);
  const parsed = fileContent.safeParse({ username: line(USERNAME_LABEL), password: line(PASSWORD_LABEL) });
  return parsed.success ? parsed.data : null;
}

/** What a start found of the file: none, one whose password still works, or one it deleted as stale. */
export type AdminPasswordFileState =
  | { state: 'none' }
  | { state: 'kept'; path: string }
  | { state: 'removed'; path: string };

/**
 * At a start: keeps the file while its password still signs its account in, and deletes it once it no longer
 * does. A file this server cannot read as its own is left alone and not mentioned.
 */
export async function reviewAdminPasswordFile(
  db: Database,
  dataDir: string,
): Promise<AdminPasswordFileState> {
  const path = adminPasswordPath(dataDir);
  const admin = await readAdminPasswordFile(path);
  if (!admin) return { state: 'none' };
  const user = await findLocalUserByLogin(db, admin.username);
  const works =
    user?.name === admin.username &&
    user.passwordHash !== null &&
    (await verifyPassword(admin.password, user.passwordHash));
  if (works) return { state: 'kept', path };
  await rm(path, { force: true });
  return { state: 'removed', path };
}
