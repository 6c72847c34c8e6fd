import { rm } from 'node:fs/promises';

/**
 * Removes the run's throw-away data directory. Playwright stops the web servers with SIGKILL right after
 * this, so nothing writes to the directory any more.
 */
export default async function removeRunData(): Promise<void> {
  const dir = process.env.PASTEXAM_E2E_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
