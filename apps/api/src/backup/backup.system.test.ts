// Backup and restore as an operator runs them (product §9.10): every upload acknowledged before the backup is
// restored with its exact bytes into a new data directory (and a new database on PostgreSQL), a damaged or
// foreign archive is refused, and a restore never writes into a target that holds data.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { routes } from '@pastexam/api-contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/client.ts';
import type { RunningServer } from '../server.ts';
import { createStorage } from '../storage/index.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/processes.ts';
import { serverEnv, startQuietServer } from '../test-support/server.ts';
import { newCourseUpload } from '../test-support/upload-form.ts';
import { type ApiClient, createHttpClient } from '../testing/index.ts';
import { createBackup } from './backup.ts';
import { readTar, writeTar } from './tar.ts';

const apiDir = join(import.meta.dirname, '..', '..');
const ADMIN_PASSWORD = 'backup-admin-password';
const SECRET = randomBytes(32).toString('hex');
const storages: TestStorage[] = [];
const servers: RunningServer[] = [];

/** Where this file's backups are written, removed with the data directories. */
const backups = mkdtemp(join(tmpdir(), 'pastexam-backups-'));

afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
  for (const storage of storages) await storage.cleanup();
  await rm(await backups, { recursive: true, force: true });
});

/** A new file name for a backup, beside no data directory. */
const backupFile = async (label: string) =>
  join(await backups, `${label}-${randomBytes(4).toString('hex')}.tar.gz`);

async function target() {
  const storage = await createTestStorage({ database: 'none' });
  storages.push(storage);
  return storage;
}

const settings = { APP_SECRET: SECRET, SEED_DEMO: 'false', ADMIN_PASSWORD };

async function serve(storage: TestStorage) {
  const server = await startQuietServer(storage, settings);
  servers.push(server);
  const client = createHttpClient(server.url);
  const body = { username: 'admin', password: ADMIN_PASSWORD };
  return { server, client, as: { token: (await client.output(routes.auth.login, { body })).access_token } };
}

/** `pnpm backup` / `pnpm restore` as the operator types them, with the server's settings. */
function cli(storage: TestStorage, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: storage.dataDir, ...settings };
  if (storage.databaseUrl) Object.assign(env, { DATABASE_URL: storage.databaseUrl });
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], {
    cwd: apiDir,
    env,
  });
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Sends one upload of a PDF unique to `label`; its archive id and the digest of the bytes the server keeps. */
async function upload(client: ApiClient, as: { token: string }, label: string) {
  const document = await PDFDocument.create();
  document.addPage().drawText(`exam ${label}`, { x: 50, y: 700, size: 14 });
  const file = new File([await document.save()], `${label}.pdf`, { type: 'application/pdf' });
  const archive = await client.output(
    routes.archives.uploadArchive,
    { body: newCourseUpload(label, file) },
    as,
  );
  const params = { cid: String(archive.course_id), aid: String(archive.id) };
  const kept = await client.raw(routes.archives.archiveFile, { params }, as);
  return { id: archive.id, params, digest: sha(new Uint8Array(await kept.arrayBuffer())) };
}

/** On a server over the restored target: each archive is listed and serves exactly the bytes it had. */
async function expectRestored(restored: TestStorage, archives: Awaited<ReturnType<typeof upload>>[]) {
  const { client, as } = await serve(restored);
  for (const archive of archives) {
    const file = await client.raw(routes.archives.archiveFile, { params: archive.params }, as);
    expect(file.status).toBe(200);
    expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(archive.digest);
  }
}

/** A target holding one upload named `label`, its server stopped, backed up by the command to a file. */
async function backedUpSource(label: string) {
  const source = await target();
  const { server, client, as } = await serve(source);
  await upload(client, as, label);
  await server.close();
  const file = await backupFile(label);
  await cli(source, 'backup', '--out', file);
  return { source, file };
}

describe('backup and restore', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('keeps every acknowledged upload and its bytes, taken while uploads run where the database allows', async () => {
    const source = await target();
    const { server, client, as } = await serve(source);
    const acknowledged = [await upload(client, as, 'first'), await upload(client, as, 'second')];
    const file = await backupFile('backup');

    if (source.databaseUrl) {
      // PostgreSQL: the backup reads one snapshot while more uploads arrive.
      const env = serverEnv(source, settings);
      const database = createDatabase(env);
      const during = Promise.all(['third', 'fourth', 'fifth'].map((label) => upload(client, as, label)));
      await createBackup({ database, storage: createStorage(env.storage), env }, file);
      await database.close();
      await during;
    } else {
      // The embedded database is the running server's alone: the command says so and changes nothing.
      await expect(cli(source, 'backup', '--out', file)).rejects.toMatchObject({
        stderr: expect.stringContaining('正在使用內嵌資料庫'),
      });
      await server.close();
      await cli(source, 'backup', '--out', file);
    }

    const restored = await target();
    const { stdout } = await cli(restored, 'restore', file);
    expect(stdout).toContain('已從');
    await expectRestored(restored, acknowledged);
  });

  it('refuses a damaged backup and leaves the target empty', async () => {
    const { source, file } = await backedUpSource('damaged');
    const bytes = await readFile(file);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8((bytes.readUInt8(middle) + 1) % 256, middle);
    await writeFile(file, bytes);

    const restored = await target();
    await expect(cli(restored, 'restore', file)).rejects.toMatchObject({ code: 1 });
    expect(existsSync(join(restored.dataDir, 'db'))).toBe(false);

    // A table whose rows still read as rows, but not the ones backed up: its checksum gives it away.
    const good = `${file}.good`;
    await cli(source, 'backup', '--out', good);
    const tampered = `${file}.tampered`;
    const writer = writeTar(tampered);
    for await (const { name, bytes } of readTar(good)) {
      if (name !== 'database/users.json') {
        await writer.add(name, bytes);
        continue;
      }
      const text = bytes.toString('utf8');
      const renamed = text.replace(/"name":"[^"]*"/, '"name":"冒名者"');
      expect(renamed).not.toBe(text);
      await writer.add(name, Buffer.from(renamed));
    }
    await writer.close();
    await expect(cli(restored, 'restore', tampered)).rejects.toMatchObject({
      stderr: expect.stringContaining('備份已損毀：database/users.json 與備份時不同'),
    });
    expect(existsSync(join(restored.dataDir, 'db'))).toBe(false);

    // Nothing was kept: the same target takes the good backup afterwards.
    await cli(restored, 'restore', good);
  });

  it('refuses to restore into a target that holds data', async () => {
    const { source, file } = await backedUpSource('kept');
    await expect(cli(source, 'restore', file)).rejects.toMatchObject({
      stderr: expect.stringMatching(/不是空的|已有資料庫/),
    });
  });

  it('never leaves a cut-short archive under the name asked for when it is killed midway', async () => {
    const folder = (await target()).dataDir;
    const file = join(folder, 'backup.tar.gz');
    // A backup writing its archive, killed without warning between two entries, as kill -9 or a power cut would.
    const script = `
      const { writeTar } = await import(${JSON.stringify(join(import.meta.dirname, 'tar.ts'))});
      const tar = writeTar(${JSON.stringify(file)});
      await tar.add('manifest.json', Buffer.from('{}'));
      await tar.add('files/a.pdf', Buffer.alloc(1 << 20, 7));
      process.kill(process.pid, 'SIGKILL');`;
    await expect(
      promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: apiDir,
      }),
    ).rejects.toMatchObject({ signal: 'SIGKILL' });
    expect(existsSync(file)).toBe(false);
    expect((await readdir(folder)).filter((name) => name.startsWith('backup.tar.gz.partial-'))).toHaveLength(
      1,
    );

    const whole = writeTar(file);
    await whole.add('manifest.json', Buffer.from('{}'));
    expect(existsSync(file)).toBe(false);
    await whole.close();
    const names: string[] = [];
    for await (const entry of readTar(file)) names.push(entry.name);
    expect(names).toEqual(['manifest.json']);

    const abandoned = writeTar(join(folder, 'abandoned.tar.gz'));
    await abandoned.add('manifest.json', Buffer.from('{}'));
    await abandoned.abort();
    expect((await readdir(folder)).filter((name) => name.startsWith('abandoned'))).toEqual([]);
  });
});
