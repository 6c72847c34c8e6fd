import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type TestResponse = { status: number; body?: unknown };
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
      if (answer.body === undefined) return res.end();
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
