// A replica stopped with SIGTERM (an upgrade, a scale-down) while a student downloads a large exam and an AI
// exam is being generated on it: the download completes byte for byte, the task goes back to the queue at once
// and another replica finishes it, and the stopped one exits cleanly. Real processes, as `pnpm start` runs the
// server. On PostgreSQL the other replica runs beside the stopping one; the embedded database has one process
// at a time, so there the other replica is the next one started on the same data.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32, deflateSync } from 'node:zlib';
import { routes } from '@pastexam/api-contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { newCourseUpload } from '../test-support/upload-form.ts';
import { type ApiClient, createHttpClient, type FakeGemini, startFakeGemini } from '../testing/index.ts';

const apiDir = join(import.meta.dirname, '..', '..');
const ADMIN_PASSWORD = 'handover-admin-pw';
const GEMINI_KEY = `AIza${randomBytes(16).toString('hex')}`;

type Replica = { url: string; lines: string[]; exited: Promise<number | null>; stop: () => void };

let storage: TestStorage;
let gemini: FakeGemini;
const running = new Set<Replica>();

/** A PNG of random pixels: it does not compress, so the exam that holds it is large on the wire too. */
function noisePng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A scanned exam of about 12 MB. */
async function largeScan(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(noisePng(2000, 2000));
  document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return document.save();
}

async function smallExam(label: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage().drawText(`exam ${label}`, { x: 50, y: 700, size: 14 });
  return document.save();
}

function startReplica(extra: Record<string, string> = {}): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test-support/crash-server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: storage.dataDir,
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      APP_SECRET: 'handover-test-secret-0123456789abcdef-0123456789',
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: join(storage.dataDir, 'web-dist'),
      ADMIN_PASSWORD,
      SEED_DEMO: 'false',
      GEMINI_BASE_URL: gemini.baseUrl,
      AI_WORKER_CONCURRENCY: '1',
      // No text extraction or OCR beside it: reading the large scan (seconds of a core a page) is not what this
      // test watches, and on a busy machine it competes with the stopping replica for the cores it hands back with.
      JOB_WORKER_CONCURRENCY: '0',
      // Far longer than the test waits: only a hand-back lets another replica take the task in time.
      AI_TASK_LEASE_SECONDS: '3600',
      SHUTDOWN_GRACE_SECONDS: '60',
      UPLOAD_MAX_MB: '30',
      LOG_LEVEL: 'info',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const replica: Replica = { url: '', lines, exited, stop: () => child.kill('SIGTERM') };
  running.add(replica);
  void exited.then(() => running.delete(replica));
  return new Promise((resolve, reject) => {
    child.once('exit', (code, signal) => reject(new Error(`the replica exited first (${code ?? signal})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('READY ')) resolve({ ...replica, url: line.slice('READY '.length) });
    });
  });
}

const logged = (replica: Replica, event: string, jobId: string) =>
  replica.lines.some((line) => line.includes(`"event":"${event}"`) && line.includes(`"jobId":"${jobId}"`));

/** Waits for `done`; a wait in vain says what the replica logged last, which is where to look. */
async function until(
  done: () => boolean | Promise<boolean>,
  what: string,
  { timeoutMs = 60_000, replica }: { timeoutMs?: number; replica?: Replica } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) {
      const tail = replica ? `; its last log lines:\n${replica.lines.slice(-30).join('\n')}` : '';
      throw new Error(`waited in vain for ${what}${tail}`);
    }
    await sleep(50);
  }
}

async function signIn(client: ApiClient) {
  const body = { username: 'admin', password: ADMIN_PASSWORD };
  return { token: (await client.output(routes.auth.login, { body })).access_token };
}

/** A download that reads its first bytes, then nothing more until `resume` settles. */
function slowDownload(url: string, token: string, resume: Promise<void>) {
  let started = () => {};
  const reading = new Promise<void>((resolve) => {
    started = resolve;
  });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`download answered ${res.statusCode}`));
      const chunks: Buffer[] = [];
      res.once('data', (first: Buffer) => {
        chunks.push(first);
        res.pause();
        started();
        void resume.then(() => {
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.resume();
        });
      });
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    }).on('error', reject);
  });
  return { reading, bytes };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  storage = await createTestStorage();
  gemini = await startFakeGemini({ validKeys: [GEMINI_KEY] });
});

afterAll(async () => {
  for (const replica of running) replica.stop();
  await Promise.all([...running].map((replica) => replica.exited));
  await gemini?.close();
  await storage?.cleanup();
});

describe('stopping a replica with SIGTERM', () => {
  it('finishes a running download, and another replica finishes its AI task', {
    timeout: 240_000,
  }, async () => {
    // Made before any connection is open: making the scan keeps this process busy for seconds, and a kept-alive
    // connection the server closed meanwhile would be written to before this process had seen it close (EPIPE).
    const files = { scan: await largeScan(), a: await smallExam('A'), b: await smallExam('B') };
    const first = await startReplica();
    const client = createHttpClient(first.url);
    const as = await signIn(client);
    const upload = (name: string, file: Uint8Array) =>
      client.output(
        routes.archives.uploadArchive,
        { body: newCourseUpload(name, new File([file], `${name}.pdf`, { type: 'application/pdf' })) },
        as,
      );
    const scan = await upload('掃描版', files.scan);
    const exams = [await upload('期中考 A', files.a), await upload('期中考 B', files.b)];
    await client.output(routes.aiExam.putApiKey, { body: { gemini_api_key: GEMINI_KEY } }, as);

    // The generation hangs at the provider until the replica that runs it gives up.
    gemini.setBehaviour({ mode: 'slow', delayMs: 600_000 });
    const requestsBefore = gemini.requests.length;
    const { task_id } = await client.output(
      routes.aiExam.generate,
      { body: { archive_ids: exams.map((exam) => exam.id), prompt: null } },
      as,
    );
    await until(() => logged(first, 'ai_task_started', task_id), 'the generation to start', {
      replica: first,
    });
    // The task starts before its first call reaches the provider; a call that arrived after the switch below
    // would be answered at once, and the task would finish before the stop it is meant to be cut short by.
    await until(() => gemini.requests.length > requestsBefore, 'the generation to reach the provider', {
      replica: first,
    });

    // On PostgreSQL the other replica is already up, waiting for work, when the first one stops.
    const beside = storage.databaseUrl ? await startReplica() : null;
    // Later requests to the provider are answered at once.
    gemini.setBehaviour({ mode: 'normal' });

    let resume = () => {};
    const resumed = new Promise<void>((resolve) => {
      resume = resolve;
    });
    const downloadUrl = `${first.url}/api/courses/${scan.course_id}/archives/${scan.id}/download`;
    const download = slowDownload(downloadUrl, as.token, resumed);
    await download.reading;

    first.stop();
    // Not always at once: on PGlite the database shares the stopping replica's process with the work on the large
    // scan it was just sent, and with both cores busy elsewhere that took more than a minute once.
    await until(() => logged(first, 'ai_task_handed_back', task_id), 'the task to be handed back', {
      timeoutMs: 150_000,
      replica: first,
    });
    // The stopping replica takes no new connection, yet the download it started goes on to the last byte.
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();
    resume();
    const downloaded = await download.bytes;
    expect(await first.exited).toBe(0);
    expect(first.lines.some((line) => line.includes('"handedBack":true'))).toBe(true);

    const other = beside ?? (await startReplica());
    const otherClient = createHttpClient(other.url);
    const otherAs = await signIn(otherClient);
    await until(
      async () =>
        (await otherClient.output(routes.aiExam.getTask, { params: { id: task_id } }, otherAs)).status ===
        'complete',
      'the task to complete on the other replica',
      { replica: other },
    );
    expect(logged(other, 'ai_task_finished', task_id)).toBe(true);

    const params = { cid: String(scan.course_id), aid: String(scan.id) };
    const stored = await otherClient.raw(routes.archives.archiveFile, { params }, otherAs);
    expect(stored.status).toBe(200);
    expect(downloaded.length).toBeGreaterThan(10_000_000);
    expect(sha256(downloaded)).toBe(sha256(new Uint8Array(await stored.arrayBuffer())));
  });
});
