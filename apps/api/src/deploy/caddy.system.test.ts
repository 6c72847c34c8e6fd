// deploy/Caddyfile as docs/deploy.md installs it, with Debian's Caddy in front of a real server on loopback:
// HTTPS from Caddy's internal CA (checked against its root certificate), readiness, compression and the
// security headers passing through, the address users reach the server at, HTTP sent to HTTPS, and the
// discussion's event stream passed on as it is written.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX, prepareRequest, routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { readEventStream } from '../test-support/event-stream.ts';
import { freePort } from '../test-support/free-port.ts';
import { blankPdf } from '../test-support/pdfs.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/processes.ts';
import { startQuietServer } from '../test-support/server.ts';
import { newCourseUpload } from '../test-support/upload-form.ts';
import { createHttpClient } from '../testing/index.ts';

const caddyfile = join(import.meta.dirname, '..', '..', '..', '..', 'deploy', 'Caddyfile');

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

let storage: TestStorage;
let server: RunningServer;
let caddy: ChildProcess;
let caddyHome: string;
let httpsPort: number;
let httpPort: number;
let rootCertificate: string;
const caddyLog: string[] = [];
const ADMIN_PASSWORD = 'caddy-admin-password';

/** A GET over HTTPS that trusts only Caddy's root certificate, for the name `localhost`. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: httpsPort, path, servername: 'localhost', ca: rootCertificate, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.setHeader('host', `localhost:${httpsPort}`);
    req.on('error', reject);
    req.end();
  });
}

/**
 * A GET over HTTPS like `get`, answered as soon as its headers arrive with its body to read as it comes, and a
 * way to hang up.
 */
function open(path: string): Promise<{ answer: Response; hangUp: () => void }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path,
        servername: 'localhost',
        ca: rootCertificate,
        agent: false,
      },
      (res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string') headers.set(name, value);
        const body = Readable.toWeb(res) as ReadableStream<Uint8Array>;
        const answer = new Response(body, { status: res.statusCode, headers });
        resolve({ answer, hangUp: () => req.destroy() });
      },
    );
    req.setHeader('host', `localhost:${httpsPort}`);
    req.on('error', reject);
    req.end();
  });
}

async function waitForCaddy() {
  const rootFile = join(caddyHome, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + PROCESS_TEST_TIMEOUT_MS / 2;
  for (;;) {
    if (caddy.exitCode !== null)
      throw new Error(`caddy exited with ${caddy.exitCode}:\n${caddyLog.join('')}`);
    rootCertificate = await readFile(rootFile, 'utf8').catch(() => '');
    if (
      rootCertificate &&
      (await get('/api/ready').then(
        (a) => a.status === 200,
        () => false,
      ))
    )
      return;
    if (Date.now() > deadline) throw new Error(`caddy did not serve in time:\n${caddyLog.join('')}`);
    await sleep(100);
  }
}

beforeAll(async () => {
  storage = await createTestStorage();
  [httpsPort, httpPort] = [await freePort(), await freePort()];
  server = await startQuietServer(storage, {
    PUBLIC_URL: `https://localhost:${httpsPort}`,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD,
  });
  caddyHome = await mkdtemp(join(tmpdir(), 'pastexam-caddy-'));
  caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: caddyHome,
      XDG_DATA_HOME: join(caddyHome, 'data'),
      XDG_CONFIG_HOME: join(caddyHome, 'config'),
      PASTEXAM_SITE: 'localhost',
      PASTEXAM_UPSTREAM: server.url.replace('http://', ''),
      PASTEXAM_TLS_ISSUER: 'internal',
      PASTEXAM_CADDY_ADMIN: 'off',
      PASTEXAM_HTTP_PORT: String(httpPort),
      PASTEXAM_HTTPS_PORT: String(httpsPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout?.on('data', (chunk: Buffer) => caddyLog.push(chunk.toString()));
  caddy.stderr?.on('data', (chunk: Buffer) => caddyLog.push(chunk.toString()));
  await waitForCaddy();
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  // The server first: it ends the event streams Caddy still holds, which Caddy's stop would wait for.
  await server?.close();
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((resolve) => caddy.once('exit', resolve));
    caddy.kill('SIGTERM');
    await exited;
  }
  await storage?.cleanup();
  if (caddyHome) await rm(caddyHome, { recursive: true, force: true });
});

describe('deploy/Caddyfile in front of the server', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('serves the product over HTTPS with a certificate from Caddy’s CA, and reports readiness', async () => {
    const ready = await get('/api/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready' });
  });

  it('passes the server’s compression and security headers through, HSTS included', async () => {
    const document = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(document.status).toBe(200);
    expect(document.headers['content-encoding']).toBe('br');
    expect(document.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(document.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('passes the discussion’s event stream on as the server writes it, not when it ends', async () => {
    // Set up on the server directly: only the stream goes through Caddy.
    const direct = createHttpClient(server.url);
    const body = { username: 'admin', password: ADMIN_PASSWORD };
    const token = (await direct.output(routes.auth.login, { body })).access_token;
    const file = new File([await blankPdf(1)], 'exam.pdf', { type: 'application/pdf' });
    const upload = newCourseUpload('期中考', file);
    const aid = String((await direct.output(routes.archives.uploadArchive, { body: upload }, { token })).id);
    const params = { aid };
    const { ticket } = await direct.output(routes.discussion.messageStreamTicket, { params }, { token });

    const events = prepareRequest(routes.discussion.messageEvents, { params, query: { ticket } });
    const { answer, hangUp } = await open(`${API_PREFIX}/${events.path}?${events.search}`);
    const stream = readEventStream(answer);
    const message = await direct.output(
      routes.discussion.postMessage,
      { params, body: { body: '經過 Caddy' } },
      { token },
    );
    expect((await stream.next()).data).toContain(`"id":${message.id}`);
    expect(stream.ended()).toBe(false);
    hangUp();
    await stream.close();
  });

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await new Promise<IncomingMessage>((resolve, reject) =>
      httpRequest(
        { host: '127.0.0.1', port: httpPort, path: '/archive', headers: { host: 'localhost' } },
        resolve,
      )
        .on('error', reject)
        .end(),
    );
    answer.resume();
    expect(answer.statusCode).toBe(308);
    // The port is left out: in a deployment it is 443.
    expect(answer.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/archive$/);
  });
});
