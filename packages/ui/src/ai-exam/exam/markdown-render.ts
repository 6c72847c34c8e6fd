import { isMarkdownReply } from './markdown-messages.ts';

/** A text's HTML in chunks (markdown-html.ts), or null when it could not be rendered. */
type Chunks = string[] | null;
/** A text's HTML, there or on its way. Once there it is kept, so a text drawn before is drawn again at once. */
export type RenderedMarkdown = { chunks: Chunks } | { pending: Promise<Chunks> };

/** The texts whose HTML is kept: far more than one list ever shows (a question's answers, a mock exam). */
const KEPT = 1000;
const kept = new Map<string, RenderedMarkdown>();
const waiting = new Map<number, { source: string; settle: (chunks: Chunks) => void }>();
let nextId = 0;
/** The worker once started; null where there is none (or it would not start): the page renders then. */
let worker: Worker | null | undefined;

/** Where there is no worker: rendered on the page; shown as written where even that fails. */
const onPage = (source: string): Promise<Chunks> =>
  import('./markdown-html.ts').then(({ markdownToHtml }) => markdownToHtml(source)).catch(() => null);

/** The worker, or null where the browser has none or refuses to start it (a security policy). */
function newWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./markdown.worker.ts', import.meta.url), { type: 'module', name: 'markdown' });
  } catch {
    return null;
  }
}

function startWorker(): Worker | null {
  const started = newWorker();
  if (!started) return null;
  started.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isMarkdownReply(event.data)) return;
    waiting.get(event.data.id)?.settle(event.data.chunks);
    waiting.delete(event.data.id);
  });
  // A worker that fails (its script not loaded) hands what it was given back to the page: nothing waits forever.
  started.addEventListener('error', () => {
    worker = null;
    started.terminate();
    for (const { source, settle } of waiting.values()) void onPage(source).then(settle);
    waiting.clear();
  });
  return started;
}

function render(source: string): Promise<Chunks> {
  if (worker === undefined) worker = startWorker();
  const ready = worker;
  if (ready === null) return onPage(source);
  return new Promise((settle) => {
    const id = nextId++;
    waiting.set(id, { source, settle });
    ready.postMessage({ id, source });
  });
}

/** The HTML of exam text (markdown-html.ts), rendered off the page's main thread where the browser can. */
export function renderedMarkdown(source: string): RenderedMarkdown {
  const known = kept.get(source);
  if (known) {
    // The most recently read are kept longest.
    kept.delete(source);
    kept.set(source, known);
    return known;
  }
  const rendering = {
    pending: render(source).then((chunks) => {
      // Still the kept one (not dropped as the oldest meanwhile): the HTML takes its place.
      if (kept.get(source) === rendering) kept.set(source, { chunks });
      return chunks;
    }),
  };
  kept.set(source, rendering);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(oldest);
  }
  return rendering;
}
