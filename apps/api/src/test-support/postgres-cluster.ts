import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the postgres user when we are root (initdb refuses root), from `/`. */
function postgresCommand(program: string, args: string[]) {
  const command = join(BIN, program);
  return asRoot
    ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd: '/' })
    : run(command, args, { cwd: '/' });
}

/**
 * A PostgreSQL server of the test's own, on a free loopback port in a temporary directory, that the test may
 * stop and start as an outage would, leaving the suite's shared server alone.
 */
export async function startPostgresCluster() {
  const dir = await mkdtemp(join(tmpdir(), 'pastexam-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await postgresCommand('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = () =>
    postgresCommand('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start']);
  const stop = () => postgresCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  await postgresCommand('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'pastexam']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/pastexam`,
    start,
    stop,
    async remove() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
