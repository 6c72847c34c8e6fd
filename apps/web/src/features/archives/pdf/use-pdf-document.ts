import { useT } from '@pastexam/ui/i18n';
import { pdfViewerMessages } from '@pastexam/ui/messages/pdf-viewer';
import { InvalidPDFException, type PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { openPdfDocument } from './open-document.ts';
import type { PageSize } from './page-layout.ts';
import type { PdfSource, PdfViewerTranslate } from './pdf-source.ts';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retry: () => void }
  | {
      status: 'ready';
      document: PDFDocumentProxy;
      /** Every page's size in points, its rotation applied. */
      sizes: PageSize[];
      /** A blob: URL of the file for 在新分頁開啟, valid while the viewer is open. */
      fileUrl: string;
    };

/** What the hook holds: a failure keeps its error, said in the language shown when it is drawn. */
type LoadState =
  | Exclude<PdfDocumentState, { status: 'failed' }>
  | { status: 'failed'; error: unknown; retry: () => void };

function failureMessage(error: unknown, source: PdfSource, t: PdfViewerTranslate): string {
  if (error instanceof InvalidPDFException) return t('pdf-viewer.invalidPdf');
  return source.describeFailure?.(error, t) ?? t('pdf-viewer.loadFailed');
}

/**
 * Loads the source's file, opens it with pdf.js and reads every page's size, so the pages can be laid out
 * before any is drawn. Everything is released when the source changes or the viewer closes.
 */
export function usePdfDocument(source: PdfSource): PdfDocumentState {
  const t = useT(pdfViewerMessages);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` re-runs the effect for 重試.
    void attempt;
    setState({ status: 'loading' });
    const download = new AbortController();
    let task: ReturnType<typeof openPdfDocument> | null = null;
    let fileUrl: string | null = null;
    let cancelled = false;

    async function open() {
      const file = await source.load(download.signal);
      if (cancelled) return;
      // Named as a PDF whatever the file said, so a new tab shows it rather than downloading it.
      fileUrl = URL.createObjectURL(new Blob([file], { type: 'application/pdf' }));
      task = openPdfDocument(new Uint8Array(await file.arrayBuffer()));
      const document = await task.promise;
      const sizes = await Promise.all(
        Array.from({ length: document.numPages }, async (_, index) => {
          const { width, height } = (await document.getPage(index + 1)).getViewport({ scale: 1 });
          return { width, height };
        }),
      );
      if (!cancelled) setState({ status: 'ready', document, sizes, fileUrl });
    }

    open().catch((failure: unknown) => {
      // A 401 has already ended the session through the client; the page goes home with it.
      if (!cancelled) {
        const retry = () => setAttempt((count) => count + 1);
        setState({ status: 'failed', error: failure, retry });
      }
    });
    return () => {
      cancelled = true;
      download.abort();
      void task?.destroy();
      if (fileUrl !== null) URL.revokeObjectURL(fileUrl);
    };
  }, [source, attempt]);

  return state.status === 'failed'
    ? { status: 'failed', message: failureMessage(state.error, source, t), retry: state.retry }
    : state;
}
