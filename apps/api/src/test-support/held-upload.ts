// A typed caller whose requests with a body go out over node:http and only as far as told, so a test knows
// where a request stands when it kills the server: its headers read, part of its body sent, or all of it.
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { type ApiClient, createApiClient, type Transport } from '../testing/index.ts';

/** The body goes out in pieces of this size, each flushed before the next. */
const PIECE_BYTES = 512;

export type HeldClient = {
  client: ApiClient;
  /**
   * Resolves once the server has read the request's headers (it answered 100 Continue) and the bytes to be
   * sent are flushed; rejects when the request failed first.
   */
  reached: Promise<void>;
};

async function sendPieces(outgoing: ClientRequest, bytes: Uint8Array, end: boolean): Promise<void> {
  for (let offset = 0; offset < bytes.length; offset += PIECE_BYTES) {
    const piece = bytes.subarray(offset, offset + PIECE_BYTES);
    await new Promise<void>((resolve, reject) =>
      outgoing.write(piece, (error) => (error ? reject(error) : resolve())),
    );
  }
  if (end) await new Promise<void>((resolve) => outgoing.end(resolve));
}

async function toResponse(incoming: IncomingMessage): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Response(new Uint8Array(await buffer(incoming)), { status: incoming.statusCode ?? 0, headers });
}

/**
 * A caller for the server at `url` that sends `sendBytes(length)` bytes of a body of `length` and then holds
 * the request open; the request ends only when that is the whole body. Requests without a body (the XSRF
 * cookie's) go through fetch as usual. Meant for one held request.
 */
export function heldClient(url: string, sendBytes: (length: number) => number): HeldClient {
  let arrived: () => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const reached = new Promise<void>((resolve, reject) => {
    arrived = resolve;
    failed = reject;
  });
  // Awaited by the test before it kills; a failure after that point is the kill's doing.
  reached.catch(() => undefined);
  const transport: Transport = async (request) => {
    if (request.body === null) return fetch(request);
    const body = new Uint8Array(await request.arrayBuffer());
    const sent = sendBytes(body.length);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = httpRequest(request.url, {
        method: request.method,
        headers: {
          ...Object.fromEntries(request.headers),
          'content-length': String(body.length),
          expect: '100-continue',
        },
      });
      outgoing.once('continue', () => {
        sendPieces(outgoing, body.subarray(0, sent), sent === body.length).then(arrived, failed);
      });
      outgoing.once('response', (incoming) => {
        toResponse(incoming).then(resolve, reject);
      });
      outgoing.once('error', (error) => {
        failed(error);
        reject(error);
      });
      outgoing.flushHeaders();
    });
  };
  return { client: createApiClient(transport, { origin: url }), reached };
}
