import { parentPort } from 'node:worker_threads';
import { extractPages } from '../pdf-text.ts';
import { openPdf, UnreadablePdfError } from '../pdfjs.ts';
import { type TextReply, textRequest } from './protocol.ts';

// A text thread (see index.ts): reads each PDF it is sent, one at a time, and answers with its pages' text.

/** The server ends the thread itself when it stops waiting; nothing here aborts on its own. */
const never = new AbortController().signal;

async function answer(message: unknown): Promise<TextReply> {
  const { bytes } = textRequest.parse(message);
  let document: Awaited<ReturnType<typeof openPdf>>;
  try {
    document = await openPdf(bytes);
  } catch (error) {
    if (error instanceof UnreadablePdfError) return { kind: 'unreadable', reason: error.message };
    throw error;
  }
  try {
    return { kind: 'pages', pages: await extractPages(document, never) };
  } finally {
    await document.destroy();
  }
}

const port = parentPort;
if (!port) throw new Error('the text thread runs as a worker thread');
port.on('message', async (message: unknown) => port.postMessage(await answer(message)));
