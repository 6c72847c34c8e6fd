import { existsSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** In DATA_DIR while a server uses the embedded database there, so `pnpm backup` and `restore` wait for it. */
export const SERVER_PID_FILE = 'server.pid';

export async function markServing(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, SERVER_PID_FILE);
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}

/** The id of the live server process holding the embedded database in `dataDir`, or null when none does. */
export function serverHoldingDataDir(dataDir: string): number | null {
  const pidFile = join(dataDir, SERVER_PID_FILE);
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
