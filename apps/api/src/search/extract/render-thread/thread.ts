import { parentPort } from 'node:worker_threads';
import { openPdf, type PDFDocumentProxy, UnreadablePdfError } from '../pdfjs.ts';
import { renderPage } from '../render-page.ts';
import { type RenderReply, type RenderRequest, renderRequest } from './protocol.ts';

// The render thread: pdf.js decoding a scan's images and drawing a page at 300 dpi takes most of a second of
// steady computing, which on the server's own thread would hold up every request meanwhile.

let document: PDFDocumentProxy | null = null;

async function answer(request: RenderRequest): Promise<RenderReply> {
  if (request.op === 'open') {
    try {
      document = await openPdf(request.bytes);
      return { kind: 'opened', pages: document.numPages };
    } catch (error) {
      if (error instanceof UnreadablePdfError) return { kind: 'unreadable', reason: error.message };
      throw error;
    }
  }
  if (!document) throw new Error('no PDF is open');
  try {
    const picture = await renderPage(document, request.page);
    return { kind: 'picture', png: picture.png, dpi: picture.dpi };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
if (!port) throw new Error('the render thread runs as a worker thread');
// One request at a time: the server waits for each answer before it asks again.
port.on('message', async (message: unknown) => {
  const reply = await answer(renderRequest.parse(message));
  port.postMessage(reply);
});
