import { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';

/**
 * How long, and how many bytes, a connection that is closing keeps reading what its client still sends. A
 * socket closed with unread bytes makes the kernel reset the connection, and a client still writing its
 * upload then loses the answer it has not read yet (a 413, a 401) along with the connection.
 */
const LINGER_MS = 2_000;
const LINGER_MAX_BYTES = 64 * 1024 * 1024;

/** Whether the request declares a body: a length above zero, or chunks. */
function declaresBody(incoming: HttpBindings['incoming']): boolean {
  const length = incoming.headers['content-length'];
  return incoming.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Instead of Node's destroy once the answer is written: the answer goes out, then our side of the connection
 * ends, and the socket is let go once the client closes its side or the time is up.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

/** Reads what is left of a body and throws it away, so the client can finish sending it. */
async function discardBody(request: Request, socket: Socket): Promise<void> {
  if (request.bodyUsed || !request.body || request.body.locked) return;
  const reader = request.body.getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      bytes += value.byteLength;
      if (bytes > LINGER_MAX_BYTES) {
        socket.destroy();
        return;
      }
    }
  } catch {
    // The connection went away while the rest was on its way: nothing is left to throw away.
  }
}

/**
 * An answer sent before its request's body was read to the end (a 413 for an upload too large, a 401 or 403
 * before an upload is looked at) leaves the connection usable, or says `Connection: close`. A body that has
 * fully arrived is read and thrown away and the connection kept; one still arriving would keep the connection
 * busy for as long as the client takes to send it, so the answer says `Connection: close`, and the connection
 * closes cleanly (see lingerOnClose). The next request on it would otherwise be reset.
 */
export const closeAfterUnreadBody = createMiddleware<AppEnv & { Bindings: Partial<HttpBindings> }>(
  async (c, next) => {
    await next();
    // Requests made in-process (tests) have no connection.
    const incoming = c.env?.incoming;
    if (!(incoming instanceof IncomingMessage) || incoming.readableEnded || !declaresBody(incoming)) return;
    // The parser marks the message complete after the handlers' first turn, even when its last bytes came
    // with the headers: one turn of the event loop lets it catch up.
    if (!incoming.complete) await new Promise((resolve) => setImmediate(resolve));
    if (!incoming.complete) {
      c.res.headers.set('Connection', 'close');
      lingerOnClose(incoming.socket);
    }
    void discardBody(c.req.raw, incoming.socket);
  },
);
