// Slow clients against the real listening server, over raw TCP: one that never finishes its headers, one
// that never finishes its body, and an idle keep-alive connection are each closed once their time is up,
// here set to a second or two. Node's own limits would hold the first for a minute or more.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './server.ts';
import { createTestStorage, type TestStorage } from './test-support/database.ts';
import { startQuietServer } from './test-support/server.ts';

/** Far longer than the limits set below, far shorter than Node's defaults (60 s and more). */
const CLOSE_BUDGET_MS = 20_000;

let storage: TestStorage;
let server: RunningServer;
beforeAll(async () => {
  storage = await createTestStorage();
  server = await startQuietServer(storage, {
    HTTP_HEADERS_TIMEOUT_SECONDS: '1',
    HTTP_REQUEST_TIMEOUT_SECONDS: '2',
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  });
});
afterAll(async () => {
  await server?.close();
  await storage?.cleanup();
});

/** A raw connection to the server, with everything it receives and a promise of its close. */
async function open() {
  const socket: Socket = connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const closed = new Promise<{ afterMs: number }>((resolve) => {
    const start = Date.now();
    socket.once('close', () => resolve({ afterMs: Date.now() - start }));
  });
  return { socket, closed, text: () => Buffer.concat(received).toString('latin1') };
}

/** Waits for the server to close the connection, failing once the budget is spent. */
async function closedByServer(connection: Awaited<ReturnType<typeof open>>) {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the server kept the connection open')), CLOSE_BUDGET_MS);
  });
  try {
    return await Promise.race([connection.closed, budget]);
  } finally {
    clearTimeout(timer);
    connection.socket.destroy();
  }
}

describe('a slow client', () => {
  it('that sends half its headers and stops is answered 408 and cut off', async () => {
    const connection = await open();
    connection.socket.write('GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await closedByServer(connection);
    expect(connection.text()).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('that promises a body and sends only part of it is answered 408 and cut off', async () => {
    const connection = await open();
    connection.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Cookie: XSRF-TOKEN=abc\r\nX-XSRF-TOKEN: abc\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nusername=a',
    );
    await closedByServer(connection);
    expect(connection.text()).toMatch(/^HTTP\/1\.1 408 /);
  }, 30_000);

  it('that keeps an idle connection after its answer is let go', async () => {
    const connection = await open();
    connection.socket.write('GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    await closedByServer(connection);
    expect(connection.text()).toMatch(/^HTTP\/1\.1 200 /);
    expect(connection.text()).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
  }, 30_000);
});
