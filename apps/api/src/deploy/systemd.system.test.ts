// deploy/pastexam.service as docs/deploy.md installs it: systemd accepts every line, and a stop gives the
// server the time its own clean shutdown takes before systemd kills it.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';

const unitFile = join(import.meta.dirname, '..', '..', '..', '..', 'deploy', 'pastexam.service');

/** The unit's `Key=value` settings (the last one wins, as in systemd). */
async function settings(): Promise<Map<string, string>> {
  const lines = (await readFile(unitFile, 'utf8')).split('\n');
  const pairs = lines.flatMap((line) => /^(\w+)=(.*)$/.exec(line)?.slice(1, 3) ?? []);
  const map = new Map<string, string>();
  for (let index = 0; index + 1 < pairs.length; index += 2)
    map.set(pairs[index] ?? '', pairs[index + 1] ?? '');
  return map;
}

describe('deploy/pastexam.service', () => {
  it('passes systemd-analyze verify without a warning', async () => {
    const { stdout, stderr } = await promisify(execFile)('systemd-analyze', ['verify', unitFile]);
    expect(`${stdout}${stderr}`.trim()).toBe('');
  });

  it('lets the server finish its clean stop before systemd kills it', async () => {
    const unit = await settings();
    // The server's default, read without touching the machine's /var/lib/pastexam (a secret would be written).
    const grace = loadEnv({ DATA_DIR: '/nonexistent', APP_SECRET: 'x'.repeat(32) }).SHUTDOWN_GRACE_SECONDS;
    expect(unit.get('KillSignal')).toBe('SIGTERM');
    expect(Number(unit.get('TimeoutStopSec'))).toBeGreaterThan(grace + 5);
    expect(unit.get('ReadWritePaths')).toBe('/var/lib/pastexam');
    expect(unit.get('Environment')).toContain('DATA_DIR=/var/lib/pastexam');
  });
});
