import { parentPort } from 'node:worker_threads';
import { PdfError } from '../errors.ts';
import { sanitizePdf } from '../strip-metadata.ts';
import { type SanitizeReply, sanitizeRequest } from './protocol.ts';

// A PDF thread (see off-thread.ts): cleans each file it is sent, one at a time, and answers each.

async function answer(message: unknown): Promise<SanitizeReply> {
  const { bytes, maxPages } = sanitizeRequest.parse(message);
  try {
    const cleaned = await sanitizePdf(bytes, maxPages === null ? {} : { maxPages });
    return { kind: 'cleaned', bytes: cleaned.bytes, pageCount: cleaned.pageCount };
  } catch (error) {
    // Anything else ends the thread with its error, which the server reports as it would its own.
    if (!(error instanceof PdfError)) throw error;
    return { kind: 'refused', code: error.code };
  }
}

const port = parentPort;
if (!port) throw new Error('the PDF thread runs as a worker thread');
port.on('message', async (message: unknown) => {
  const reply = await answer(message);
  // The cleaned bytes move to the server's thread rather than being copied.
  const buffer = reply.kind === 'cleaned' ? reply.bytes.buffer : null;
  port.postMessage(reply, buffer instanceof ArrayBuffer ? [buffer] : []);
});
