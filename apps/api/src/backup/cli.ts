// `pnpm backup [--out FILE]` and `pnpm restore FILE` (product §9.10), with the server's own settings (README).
// Relative paths are taken from where the command was typed.
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createDatabase } from '../db/client.ts';
import { EnvError, loadEnv } from '../env.ts';
import { createStorage } from '../storage/index.ts';
import { BackupError, createBackup, type Manifest } from './backup.ts';
import { serverHoldingDataDir } from './lock.ts';
import { ensureEmptyDataDir, restoreBackup, verifyBackup } from './restore.ts';

const USAGE = '用法：pnpm backup [--out 檔案] ｜ pnpm restore 檔案';
const typedIn = process.env.INIT_CWD ?? process.cwd();

/** The embedded database is one process's: a running server must be stopped first. */
function refuseWhileServing(dataDir: string) {
  const pid = serverHoldingDataDir(dataDir);
  if (pid === null) return;
  throw new BackupError(
    `伺服器（程序 ${pid}）正在使用內嵌資料庫：請先停止伺服器；要在服務中備份，請使用 PostgreSQL（DATABASE_URL）`,
  );
}

async function main(args: string[]) {
  const [command, ...rest] = args;
  const env = loadEnv();
  if (!env.DATABASE_URL) refuseWhileServing(env.DATA_DIR);
  if (command === 'backup') {
    const outIndex = rest.indexOf('--out');
    const named = outIndex >= 0 ? rest[outIndex + 1] : undefined;
    const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\..*$/, '');
    const file = resolve(typedIn, named ?? `pastexam-backup-${stamp}.tar.gz`);
    const database = createDatabase(env);
    try {
      const manifest = await createBackup({ database, storage: createStorage(env.storage), env }, file);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      process.stdout.write(`已備份到 ${file}：${rows} 筆資料、${manifest.files.length} 個檔案\n`);
    } finally {
      await database.close();
    }
    return;
  }
  if (command === 'restore' && rest[0]) {
    const file = resolve(typedIn, rest[0]);
    // Before anything is opened: opening the embedded database creates it.
    await verifyBackup(file);
    if (!env.DATABASE_URL) await ensureEmptyDataDir(env.DATA_DIR);
    const database = createDatabase(env);
    let manifest: Manifest;
    try {
      manifest = await restoreBackup({ database, storage: createStorage(env.storage), env }, file);
    } catch (error) {
      await database.close();
      // The embedded database this restore created holds nothing worth keeping: the target is left as found.
      if (!env.DATABASE_URL) await rm(join(env.DATA_DIR, 'db'), { recursive: true, force: true });
      throw error;
    }
    await database.close();
    process.stdout.write(`已從 ${file} 還原 ${manifest.files.length} 個檔案與全部資料\n`);
    return;
  }
  throw new BackupError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof EnvError;
  process.stderr.write(
    `${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
