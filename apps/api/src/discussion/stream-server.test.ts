// The discussion's stream on the real listening server, whose limits cut off slow clients: a stream stays open
// far past those limits, goes out uncompressed as it is written, and ends at once when the server stops, so that
// the stop is not held up and its clients reconnect to another replica.
import { routes } from '@pastexam/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { createTestStorage, type TestStorage } from '../test-support/database.ts';
import { readEventStream } from '../test-support/event-stream.ts';
import { blankPdf } from '../test-support/pdfs.ts';
import { PROCESS_TEST_TIMEOUT_MS } from '../test-support/processes.ts';
import { startQuietServer } from '../test-support/server.ts';
import { newCourseUpload } from '../test-support/upload-form.ts';
import { type ApiClient, createHttpClient } from '../testing/index.ts';

const ADMIN_PASSWORD = 'stream-admin-password';
/** Each HTTP limit of the server, in seconds: the test holds its stream open well past all of them. */
const LIMIT_SECONDS = 1;

let storage: TestStorage;
let server: RunningServer | undefined;
let client: ApiClient;
let token: string;
let aid: string;
beforeAll(async () => {
  storage = await createTestStorage();
  server = await startQuietServer(storage, {
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    JOB_WORKER_CONCURRENCY: '0',
    HTTP_HEADERS_TIMEOUT_SECONDS: String(LIMIT_SECONDS),
    HTTP_REQUEST_TIMEOUT_SECONDS: String(LIMIT_SECONDS),
    HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: String(LIMIT_SECONDS),
    SHUTDOWN_GRACE_SECONDS: '120',
  });
  client = createHttpClient(server.url);
  token = (await client.output(routes.auth.login, { body: { username: 'admin', password: ADMIN_PASSWORD } }))
    .access_token;
  const file = new File([await blankPdf(1)], 'exam.pdf', { type: 'application/pdf' });
  const archive = await client.output(
    routes.archives.uploadArchive,
    { body: newCourseUpload('期中考', file) },
    { token },
  );
  aid = String(archive.id);
}, PROCESS_TEST_TIMEOUT_MS);
afterAll(async () => {
  await server?.close();
  await storage?.cleanup();
});

/** The stream as a browser asks for it, taking brotli and gzip as a browser does. */
async function openStream() {
  const { ticket } = await client.output(
    routes.discussion.messageStreamTicket,
    { params: { aid } },
    { token },
  );
  const answer = await client.raw(
    routes.discussion.messageEvents,
    { params: { aid }, query: { ticket } },
    { headers: { 'accept-encoding': 'gzip, deflate, br' } },
  );
  expect(answer.status).toBe(200);
  return answer;
}

describe('the stream on the listening server', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('stays open past every HTTP limit and delivers uncompressed, as written', async () => {
    const answer = await openStream();
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const stream = readEventStream(answer);
    await new Promise((resolve) => setTimeout(resolve, (LIMIT_SECONDS * 3 + 1) * 1000));
    expect(stream.ended()).toBe(false);
    const message = await client.output(
      routes.discussion.postMessage,
      { params: { aid }, body: { body: '還在線上' } },
      { token },
    );
    expect((await stream.next()).data).toContain(`"id":${message.id}`);
    await stream.close();
  });

  it('ends open streams at once when the server stops', async () => {
    const stream = readEventStream(await openStream());
    const running = server;
    server = undefined;
    const started = Date.now();
    await running?.close();
    await stream.end();
    // Far below the grace the server gives running requests: the stream did not hold the stop.
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
