import { startThread } from '../../../pdf/thread/start-thread.ts';
import { UnreadablePdfError } from '../pdfjs.ts';
import type { PagePicture } from '../render-page.ts';
import { type RenderReply, type RenderRequest, renderReply } from './protocol.ts';

/** pdf.js could not draw this page: the page's failure, not the run's. */
export class RenderPageError extends Error {
  override name = 'RenderPageError';
}

/** One PDF open on a thread of its own, drawing its pages for OCR. */
export type PageRenderer = {
  pages: number;
  /** Page `page` (1-based) as a PNG; throws RenderPageError when pdf.js cannot draw it. */
  render(page: number): Promise<PagePicture>;
  /** Ends the thread; anything still asked of it is refused. */
  close(): Promise<void>;
};

/**
 * Opens `bytes` on a render thread of its own (see thread.ts). Throws UnreadablePdfError when pdf.js cannot
 * open it. When `signal` aborts, the thread is ended and what was asked of it is refused with the reason.
 */
export async function openPageRenderer(bytes: Uint8Array, signal: AbortSignal): Promise<PageRenderer> {
  signal.throwIfAborted();
  const worker = startThread(new URL('./thread.ts', import.meta.url));
  let waiting: { resolve(reply: RenderReply): void; reject(error: unknown): void } | null = null;
  let ended: unknown = null;
  const end = (reason: unknown) => {
    ended ??= reason;
    waiting?.reject(ended);
    waiting = null;
  };
  worker.on('message', (message: unknown) => {
    const parsed = renderReply.safeParse(message);
    if (parsed.success) waiting?.resolve(parsed.data);
    else waiting?.reject(new Error(`the render thread answered ${parsed.error.message}`));
    waiting = null;
  });
  worker.on('error', end);
  worker.on('exit', (code) => end(new Error(`the render thread ended (${code})`)));
  const stop = () => {
    end(signal.reason);
    void worker.terminate();
  };
  signal.addEventListener('abort', stop, { once: true });
  const close = async () => {
    signal.removeEventListener('abort', stop);
    end(new Error('the renderer is closed'));
    await worker.terminate();
  };
  const ask = (request: RenderRequest) =>
    new Promise<RenderReply>((resolve, reject) => {
      if (ended) return reject(ended);
      waiting = { resolve, reject };
      worker.postMessage(request);
    });

  try {
    const opened = await ask({ op: 'open', bytes });
    if (opened.kind === 'unreadable') throw new UnreadablePdfError(opened.reason);
    if (opened.kind !== 'opened') throw new Error(`the render thread answered ${opened.kind} to open`);
    return {
      pages: opened.pages,
      async render(page) {
        const reply = await ask({ op: 'render', page });
        if (reply.kind === 'failed') throw new RenderPageError(reply.message);
        if (reply.kind !== 'picture') throw new Error(`the render thread answered ${reply.kind} to render`);
        return { png: reply.png, dpi: reply.dpi };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
