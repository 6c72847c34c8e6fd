// Error answers on a kept-alive connection, against the real listening server over raw TCP, as a browser or
// an HTTP client with a connection pool meets them: each answer either leaves the connection usable for the
// next request or says `Connection: close` and closes it cleanly, never advertising keep-alive and then
// resetting the connection under the next request.
import { connect, type Socket } from 'node:net';
import { routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { startQuietServer } from '../test-support/server.ts';
import { createHttpClient } from '../testing/api-client.ts';
import { DEFAULT_BODY_LIMIT_BYTES } from './register.ts';

const ADMIN_PASSWORD = 'connection-test-password';
/** The XSRF pair a browser sends with a state-changing request. */
const XSRF = 'Cookie: XSRF-TOKEN=abc\r\nX-XSRF-TOKEN: abc\r\n';

let storage: TestStorage;
let server: RunningServer;
beforeAll(async () => {
  storage = await createTestStorage();
  // The demo department gives the range test a stored archive.
  server = await startQuietServer(storage, { SEED_DEMO: 'true', ADMIN_PASSWORD });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await storage?.cleanup();
});

type Answer = { status: number; headers: Map<string, string>; body: string };

/** A raw keep-alive connection that reads answers one after another, as a pooling client does. */
async function open() {
  const socket: Socket = connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = Buffer.alloc(0);
  let waiting: (() => void) | undefined;
  const errors: Error[] = [];
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    waiting?.();
  });
  socket.on('error', (error) => errors.push(error));
  /** Resolves once the server has closed its side: `end` for a clean close; a reset shows in `errors`. */
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.once('end', () => waiting?.());

  /** The next whole answer on the connection (headers and a Content-Length body). */
  async function next(): Promise<Answer> {
    for (;;) {
      const split = received.indexOf('\r\n\r\n');
      if (split >= 0) {
        const [statusLine = '', ...lines] = received.subarray(0, split).toString('latin1').split('\r\n');
        const headers = new Map(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
          }),
        );
        const length = Number(headers.get('content-length') ?? 0);
        if (received.length >= split + 4 + length) {
          const body = received.subarray(split + 4, split + 4 + length).toString('utf8');
          received = received.subarray(split + 4 + length);
          return { status: Number(statusLine.split(' ')[1]), headers, body };
        }
      }
      if (socket.readableEnded || socket.destroyed) throw new Error('the connection closed before an answer');
      await new Promise<void>((resolve) => {
        waiting = resolve;
      });
    }
  }
  return { socket, next, ended, errors };
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`;

describe('after an error answer', () => {
  it('a 413 for a body still arriving says Connection: close, takes the rest, and closes cleanly', async () => {
    const connection = await open();
    const size = DEFAULT_BODY_LIMIT_BYTES * 3;
    connection.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n${XSRF}` +
        `Content-Type: application/json\r\nContent-Length: ${size}\r\n\r\n{"username":"`,
    );
    const answer = await connection.next();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'payload_too_large' });
    expect(answer.headers.get('connection')).toBe('close');
    expect(answer.headers.has('keep-alive')).toBe(false);

    // A client that sends the rest of its body anyway is not reset: the server reads it and ends cleanly.
    await new Promise<void>((resolve, reject) =>
      connection.socket.end(Buffer.alloc(size - 13, 'a'), () =>
        connection.errors.length ? reject(connection.errors[0]) : resolve(),
      ),
    );
    await connection.ended;
    expect(connection.errors).toEqual([]);

    // Told to reconnect, it does, and is answered.
    const again = await open();
    again.socket.write(get('/api/health', 'Connection: close\r\n'));
    expect((await again.next()).status).toBe(200);
    again.socket.destroy();
  }, 60_000);

  it('a refusal of a body that has fully arrived keeps the connection for the next request', async () => {
    const connection = await open();
    const body = JSON.stringify({ username: 'nobody', password: 'x' });
    // No XSRF pair: refused before the body is read.
    connection.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    const refused = await connection.next();
    expect(refused.status).toBe(403);
    expect(refused.headers.get('connection')).toBe('keep-alive');

    connection.socket.write(get('/api/health'));
    const next = await connection.next();
    expect(next.status).toBe(200);
    expect(connection.errors).toEqual([]);
    connection.socket.destroy();
  }, 60_000);

  it('an unsatisfiable range on a kept-alive connection gets its 416, and the connection goes on', async () => {
    const client = createHttpClient(server.url);
    const { access_token: token } = await client.output(routes.auth.login, {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const catalogue = await client.output(routes.courses.listCourses, {}, { token });
    const course = Object.values(catalogue).flat()[0];
    if (!course) throw new Error('the demo department has no course');
    const [archive] = await client.output(
      routes.courses.listCourseArchives,
      { params: { id: String(course.id) } },
      { token },
    );
    if (!archive) throw new Error('the demo course has no archive');

    const connection = await open();
    const file = `/api/courses/${course.id}/archives/${archive.id}/file`;
    const auth = `Authorization: Bearer ${token}\r\n`;
    connection.socket.write(get(file, `${auth}Range: bytes=999999999-\r\n`));
    const unsatisfiable = await connection.next();
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
    expect(unsatisfiable.headers.get('connection')).toBe('keep-alive');

    connection.socket.write(get(file, `${auth}Range: bytes=0-3\r\n`));
    const partial = await connection.next();
    expect(partial.status).toBe(206);
    expect(partial.body).toBe('%PDF');
    connection.socket.destroy();
  }, 60_000);
});
