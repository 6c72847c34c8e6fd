// What the upload crash tests share: the server in a process of its own (crash-server.ts) over one data
// directory, killed and started again, the uploads sent to it, and the checks that the database and the file
// store agree after each restart.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ArchiveUpload, ContractViolationError, routes } from '@pastexam/api-contract';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { z } from 'zod';
import { createDatabase } from '../db/client.ts';
import { archives, pendingFiles } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { sanitizePdf } from '../pdf/strip-metadata.ts';
import { createStorage } from '../storage/index.ts';
import { type ApiClient, createHttpClient } from '../testing/index.ts';
import { createTestStorage } from './database.ts';
import { readAll } from './storage-behaviour.ts';

const apiDir = join(import.meta.dirname, '..', '..');
const ADMIN_PASSWORD = 'crash-test-admin-pw';
/** ORPHAN_GRACE_SECONDS of every server here, the least there is. */
const GRACE_MS = 1000;

export type CrashServer = { url: string; child: ChildProcess; lines: string[]; exited: Promise<void> };
export type Session = { client: ApiClient; as: { token: string } };
/** One upload's form, and the bytes the server keeps of its file (its upload check is deterministic). */
type PreparedUpload = { body: ArchiveUpload; kept: Buffer };

const sweepReport = z.object({
  event: z.literal('orphans_swept'),
  pending: z.number(),
  unreferenced: z.number(),
  partial: z.number(),
});

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function waitFor(done: () => boolean, what: string, timeoutMs = 120_000) {
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

/** A data directory (and a PostgreSQL database of its own when the suite runs on one) for one test file. */
export async function createCrashRig() {
  const storage = await createTestStorage();
  const childEnv: Record<string, string> = {
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    APP_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: '0',
    WEB_DIST: join(storage.dataDir, 'web-dist'),
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    AI_WORKER_CONCURRENCY: '0',
    ORPHAN_GRACE_SECONDS: String(GRACE_MS / 1000),
    // The sweep's runs are routine, logged at debug: a start is known to be swept by its `job_finished` line.
    LOG_LEVEL: 'debug',
  };
  const env = loadEnv(childEnv);
  const files = createStorage(env.storage);
  /** What every server's sweeps removed, added up. */
  const removed = { pending: 0, unreferenced: 0, partial: 0 };
  /** The kept bytes of the uploads answered 201, by archive id. */
  const acknowledged = new Map<number, Buffer>();
  /** The digests of the kept bytes of every upload sent, answered or not. */
  const sent = new Set<string>();
  let uploads = 0;
  let lastDeath = 0;
  /** Servers not yet known dead, so a failed test leaves none running. */
  const alive = new Set<CrashServer>();

  function countSwept(line: string) {
    if (!line.includes('"event":"orphans_swept"')) return;
    const report = sweepReport.parse(JSON.parse(line));
    removed.pending += report.pending;
    removed.unreferenced += report.unreferenced;
    removed.partial += report.partial;
  }

  /**
   * Starts the server in its own process and waits for its first sweep to finish. What the last killed server
   * left must be older than the grace by then, or the sweep would rightly leave it alone: that is waited for.
   */
  async function start(crash: Record<string, string> = {}): Promise<CrashServer> {
    await sleep(Math.max(0, lastDeath + GRACE_MS + 100 - Date.now()));
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
    const server = { url: '', child, lines, exited };
    alive.add(server);
    void exited.then(() => alive.delete(server));
    server.url = await ready;
    const swept = () =>
      lines.some(
        (line) => line.includes('"event":"job_finished"') && line.includes('"kind":"sweep-orphans"'),
      );
    await waitFor(swept, 'the sweep on start');
    return server;
  }

  /** Waits for the server's end, however it comes (a signal sent here, or a kill of its own): the signal. */
  async function died(server: CrashServer, what: string): Promise<NodeJS.Signals | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the server did not die: ${what}`)), 30_000);
    });
    try {
      await Promise.race([server.exited, late]);
    } finally {
      clearTimeout(timer);
    }
    lastDeath = Date.now();
    return server.child.signalCode;
  }

  async function stop(server: CrashServer, signal: NodeJS.Signals) {
    server.child.kill(signal);
    await died(server, signal);
  }

  async function session(url: string): Promise<Session> {
    const client = createHttpClient(url);
    const login = { username: 'admin', password: ADMIN_PASSWORD };
    return { client, as: { token: (await client.output(routes.auth.login, { body: login })).access_token } };
  }

  /** A new upload into the course, its kept bytes counted among those sent. */
  async function prepareUpload(courseId: number): Promise<PreparedUpload> {
    uploads += 1;
    const pdf = await examPdf(`${uploads}-${randomBytes(4).toString('hex')}`);
    const kept = Buffer.from((await sanitizePdf(pdf)).bytes);
    sent.add(digest(kept));
    const body = {
      course_id: courseId,
      professor: '王教授',
      academic_year: 112,
      archive_type: 'midterm' as const,
      name: `第 ${uploads} 份`,
      has_answers: false,
      file: new File([pdf], 'exam.pdf', { type: 'application/pdf' }),
    };
    return { body, kept };
  }

  /**
   * Sends one upload: the archive's id once it is answered 201 (and so acknowledged), null when the connection
   * died with the server. Any other answer is a failure, not a crash.
   */
  async function upload({ client, as }: Session, courseId: number): Promise<number | null> {
    const { body, kept } = await prepareUpload(courseId);
    const answer = await client.call(routes.archives.uploadArchive, { body }, as).catch((error: unknown) => {
      if (error instanceof ContractViolationError) throw error;
      return null;
    });
    if (answer === null) return null;
    if (!answer.ok) throw new Error(`the upload was refused: ${answer.status} ${answer.body.code}`);
    acknowledged.set(answer.body.id, kept);
    return answer.body.id;
  }

  /** Sends `count` uploads at once; `onAcknowledged` hears of each answered one as it comes. */
  async function uploadSome(signedIn: Session, courseId: number, count: number, onAcknowledged = () => {}) {
    await Promise.all(
      Array.from({ length: count }, async () => {
        if ((await upload(signedIn, courseId)) !== null) onAcknowledged();
      }),
    );
  }

  /**
   * With the server running, through its API and the store's directory: every archive the course lists serves
   * the bytes of an upload that was sent, each stored file is one of those archives' files, and every
   * acknowledged upload is among them with exactly its bytes. Answers the ids listed.
   */
  async function expectListedAndStoredAgree(server: CrashServer, courseId: number): Promise<number[]> {
    const { client, as } = await session(server.url);
    const listed = await client.output(
      routes.courses.listCourseArchives,
      { params: { id: String(courseId) } },
      as,
    );
    const served: string[] = [];
    for (const { id } of listed) {
      const params = { cid: String(courseId), aid: String(id) };
      const answer = await client.output(routes.archives.archiveFile, { params }, as);
      if (!answer.body) throw new Error(`archive ${id} has no body`);
      const bytes = await readAll(answer.body);
      const answered = acknowledged.get(id);
      if (answered) expect(bytes.equals(answered), `archive ${id}`).toBe(true);
      served.push(digest(bytes));
    }
    const stored: string[] = [];
    for await (const object of files.list('archives/')) {
      stored.push(digest(await readAll((await files.get(object.key)).body)));
    }
    expect(
      served.filter((bytes) => !sent.has(bytes)),
      'archives serving bytes nobody sent',
    ).toEqual([]);
    expect(stored.sort(), 'stored files against the listed archives').toEqual(served.sort());
    const ids = listed.map((archive) => archive.id);
    expect(ids).toEqual(expect.arrayContaining([...acknowledged.keys()]));
    return ids;
  }

  /** With every server stopped: each row's file is stored with its size, each stored file has its row. */
  async function expectStoreAndDatabaseAgree() {
    const database = createDatabase(env);
    try {
      const rows = await database.db.select().from(archives);
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

  /** The last word: a server started after the last one died agrees with its store, and so does its database. */
  async function expectAgreementAtLast(courseId: number) {
    const server = await start();
    await expectListedAndStoredAgree(server, courseId);
    await stop(server, 'SIGTERM');
    await expectStoreAndDatabaseAgree();
  }

  return {
    removed,
    acknowledged,
    start,
    died,
    stop,
    session,
    upload,
    uploadSome,
    expectListedAndStoredAgree,
    expectAgreementAtLast,
    async cleanup() {
      for (const server of alive) server.child.kill('SIGKILL');
      await Promise.all([...alive].map((server) => server.exited));
      await storage.cleanup();
    },
  };
}

export type CrashRig = Awaited<ReturnType<typeof createCrashRig>>;
