// Kills the server with SIGKILL at many points of an upload and checks, after each restart, that the database
// and the file store agree: every acknowledged upload is there with its bytes, and once the sweep has run no
// file lacks its row, no row its file, and nothing is left pending.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { routes } from '@pastexam/api-contract';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { createDatabase } from '../db/client.ts';
import { archives, pendingFiles } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { sanitizePdf } from '../pdf/index.ts';
import { createStorage } from '../storage/index.ts';
import { readAll } from '../storage/storage-behaviour.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { createHttpClient } from '../testing/index.ts';

const apiDir = join(import.meta.dirname, '..', '..');
const ADMIN_PASSWORD = 'crash-test-admin-pw';
let storage: TestStorage;
let childEnv: Record<string, string>;

beforeAll(async () => {
  storage = await createTestStorage();
  childEnv = {
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    APP_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST: storage.dataDir,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    AI_WORKER_CONCURRENCY: '0',
    // Leftovers of a killed server are older than this by the time the next one sweeps.
    ORPHAN_GRACE_SECONDS: '1',
    LOG_LEVEL: 'info',
  };
});
afterAll(() => storage.cleanup());

type Server = { url: string; child: ChildProcess; lines: string[]; exited: Promise<void> };

/** Starts the server in its own process (see crash-server.ts) and waits for its first sweep to finish. */
async function start(crash: Record<string, string> = {}): Promise<Server> {
  // One process, as `pnpm start` runs it, so a SIGKILL reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test-support/crash-server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...childEnv, ...crash },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`the server exited first (${code ?? signal})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      lines.push(line);
      countSwept(line);
      if (line.startsWith('READY ')) resolve(line.slice('READY '.length));
    });
  });
  const url = await ready;
  const server = { url, child, lines, exited };
  await until(() => swept(server), 'the sweep on start');
  return server;
}

/** What every server's sweeps removed, added up. */
const removed = { pending: 0, unreferenced: 0, partial: 0 };
const sweepReport = z.object({
  event: z.literal('orphans_swept'),
  pending: z.number(),
  unreferenced: z.number(),
  partial: z.number(),
});

function countSwept(line: string) {
  if (!line.includes('"event":"orphans_swept"')) return;
  const report = sweepReport.parse(JSON.parse(line));
  removed.pending += report.pending;
  removed.unreferenced += report.unreferenced;
  removed.partial += report.partial;
}

const swept = (server: Server) =>
  server.lines.some(
    (line) => line.includes('"event":"job_finished"') && line.includes('"kind":"sweep-orphans"'),
  );

async function until(done: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
    await sleep(50);
  }
}

/** An exam PDF whose text is unique to it, so each upload's stored bytes are its own. */
async function examPdf(label: string): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText(`exam ${label}`, { x: 50, y: 700, font, size: 14 });
  return document.save();
}

type Session = Awaited<ReturnType<typeof session>>;

async function session(url: string) {
  const client = createHttpClient(url);
  const login = { username: 'admin', password: ADMIN_PASSWORD };
  const as = { token: (await client.output(routes.auth.login, { body: login })).access_token };
  return { client, as };
}

/** Uploads acknowledged with a 201, and the bytes the server said it keeps (its upload check is deterministic). */
const acknowledged = new Map<number, { courseId: number; bytes: Buffer }>();
let uploads = 0;

/** Sends `count` uploads at once; those answered 201 are acknowledged, the rest died with the server. */
async function uploadSome(signedIn: Session, courseId: number, count: number): Promise<void> {
  const { client, as } = signedIn;
  await Promise.all(
    Array.from({ length: count }, async () => {
      uploads += 1;
      const sent = await examPdf(`${uploads}-${randomBytes(4).toString('hex')}`);
      const body = {
        course_id: courseId,
        professor: '王教授',
        academic_year: 112,
        archive_type: 'midterm' as const,
        name: `第 ${uploads} 份`,
        file: new File([sent], 'exam.pdf', { type: 'application/pdf' }),
      };
      const answer = await client.call(routes.archives.uploadArchive, { body }, as).catch(() => null);
      if (answer?.ok) {
        acknowledged.set(answer.body.id, { courseId, bytes: Buffer.from((await sanitizePdf(sent)).bytes) });
      }
    }),
  );
}

/** Every acknowledged upload is listed and serves exactly its bytes. */
async function expectAcknowledgedServed(server: Server) {
  const { client, as } = await session(server.url);
  for (const [id, { courseId, bytes }] of acknowledged) {
    const params = { cid: String(courseId), aid: String(id) };
    const answer = await client.output(routes.archives.archiveFile, { params }, as);
    if (!answer.body) throw new Error(`archive ${id} has no body`);
    expect((await readAll(answer.body)).equals(bytes), `archive ${id}`).toBe(true);
  }
}

async function stop(server: Server, signal: NodeJS.Signals) {
  server.child.kill(signal);
  await server.exited;
}

/** With every server stopped: each row's file is stored with its size, each stored file has its row. */
async function expectStoreAndDatabaseAgree() {
  const env = loadEnv(childEnv);
  const database = createDatabase(env);
  try {
    const rows = await database.db.select().from(archives);
    const files = createStorage(env.storage);
    const stored = new Map<string, number>();
    for await (const object of files.list('archives/')) stored.set(object.key, object.size);
    expect(new Map(rows.map((row) => [row.fileKey, row.fileSize]))).toEqual(stored);
    for (const id of acknowledged.keys()) expect(rows.map((row) => row.id)).toContain(id);
    expect(await database.db.select().from(pendingFiles)).toEqual([]);
    expect(await files.removeIncompleteWrites(new Date(Date.now() + 60_000))).toBe(0);
  } finally {
    await database.close();
  }
}

describe('an upload cut short by SIGKILL', () => {
  test('loses nothing acknowledged and leaves nothing behind, wherever the server died', async () => {
    let server = await start();
    const { client, as } = await session(server.url);
    const course = await client.output(
      routes.courses.adminCreateCourse,
      { body: { name: '作業系統', category: 'junior' } },
      as,
    );
    await uploadSome({ client, as }, course.id, 2);
    await stop(server, 'SIGKILL');

    const rounds: { crash?: Record<string, string>; killAfterMs?: number }[] = [
      { crash: { CRASH_AT: 'before-store', CRASH_ON_UPLOAD: '2' } },
      { crash: { CRASH_AT: 'after-store', CRASH_ON_UPLOAD: '3' } },
      { crash: { CRASH_AT: 'after-commit', CRASH_ON_UPLOAD: '1' } },
      { killAfterMs: 100 },
      { killAfterMs: 400 },
      { killAfterMs: 900 },
    ];
    for (const round of rounds) {
      server = await start(round.crash);
      await expectAcknowledgedServed(server);
      // Signed in first: the kill is to fall among the uploads, not before them.
      const sending = uploadSome(await session(server.url), course.id, 5);
      if (round.killAfterMs !== undefined) {
        await sleep(round.killAfterMs);
        server.child.kill('SIGKILL');
      }
      await sending;
      await Promise.race([
        server.exited,
        sleep(30_000).then(() => {
          throw new Error(`the server did not die: ${JSON.stringify(round)}`);
        }),
      ]);
      expect(server.child.signalCode).toBe('SIGKILL');
      // Past the grace: what the dead server left is old enough for the next one's sweep.
      await sleep(1100);
    }

    server = await start();
    await expectAcknowledgedServed(server);
    await stop(server, 'SIGTERM');
    await expectStoreAndDatabaseAgree();
    expect(acknowledged.size).toBeGreaterThanOrEqual(2);
    // The rounds that died before and after storing a file left one pending key each, at least.
    expect(removed.pending).toBeGreaterThanOrEqual(2);
    // Cold starts of the embedded database, eight of them, while other tests share the machine.
  }, 600_000);
});
