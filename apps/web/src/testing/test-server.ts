import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { cleanup } from '@testing-library/react';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
/** A JSON body, or raw bytes (e.g. a PDF) sent as they are, with any extra headers. */
export type TestResponse = { status: number; body?: unknown; headers?: Record<string, string> };
export type TestHandler = (request: RecordedRequest) => TestResponse | Promise<TestResponse>;

/**
 * A real HTTP server on loopback standing in for the API: it records every request and, like the real server,
 * hands out an XSRF-TOKEN cookie to a browser that has none. The page is moved onto its origin so the app's
 * relative `/api` base reaches it.
 */
export async function startTestServer(handler: TestHandler) {
  const requests: RecordedRequest[] = [];
  const xsrfToken = randomBytes(12).toString('hex');
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      if (!req.headers.cookie?.includes('XSRF-TOKEN=')) {
        res.setHeader('Set-Cookie', `XSRF-TOKEN=${xsrfToken}; Path=/; SameSite=Lax`);
      }
      const answer = await handler(recorded);
      res.statusCode = answer.status;
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      if (answer.body === undefined) return res.end();
      if (answer.body instanceof Uint8Array) return res.end(answer.body);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('test server has no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  window.happyDOM?.setURL(`${origin}/`);

  return {
    origin,
    xsrfToken,
    requests,
    /** The requests made to one API path (without the /api prefix), e.g. `auth/login`. */
    requestsTo: (path: string) => requests.filter((request) => request.path === `/api/${path}`),
    /** Stops listening while the app stays mounted: the server becomes unreachable. */
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** Unmounts the app first so nothing starts a new request, then lets the running ones finish. */
    close: async () => {
      cleanup();
      // Requests a component started before it unmounted (e.g. the login settings) finish against this server.
      await window.happyDOM?.waitUntilComplete();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
