import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TEXT_READ_TEST_TIMEOUT_MS } from '../../../test-support/search.ts';
import { examPdf } from '../../../test-support/search-pdfs.ts';
import { extractPages } from '../pdf-text.ts';
import { openPdf, UnreadablePdfError } from '../pdfjs.ts';
import { extractPagesOffThread } from './index.ts';

const never = new AbortController().signal;

afterEach(() => {
  vi.restoreAllMocks();
});

// The first read in a test process waits for the text thread to start.
describe('reading a PDF’s text on a thread', { timeout: TEXT_READ_TEST_TIMEOUT_MS }, () => {
  test('answers what extractPages answers on the server’s own thread, and the file is read on a thread', async () => {
    const file = await examPdf(['text', 'scan', 'text']);
    const document = await openPdf(file);
    const here = await extractPages(document, never).finally(() => document.destroy());
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    expect(await extractPagesOffThread(file, never)).toEqual(here);
    expect(sent).toHaveBeenCalledWith({ bytes: file });
  });

  test('a file pdf.js cannot open is unreadable, and the thread goes on reading the next', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.7\nnot a pdf\n%%EOF');
    await expect(extractPagesOffThread(damaged, never)).rejects.toBeInstanceOf(UnreadablePdfError);
    expect(await extractPagesOffThread(await examPdf(['text']), never)).toHaveLength(1);
  });

  test('an aborted read ends with the signal’s reason, and the next file is read on a new thread', async () => {
    const stop = new AbortController();
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    const reading = extractPagesOffThread(await examPdf(Array(60).fill('text')), stop.signal);
    // Stopped while the thread reads: the file has been sent, and 60 pages take longer than one look.
    await vi.waitFor(() => expect(sent).toHaveBeenCalled(), { interval: 5 });
    const reason = new Error('the server is stopping');
    stop.abort(reason);
    await expect(reading).rejects.toBe(reason);
    expect(await extractPagesOffThread(await examPdf(['text', 'text']), never)).toHaveLength(2);
  });
});
