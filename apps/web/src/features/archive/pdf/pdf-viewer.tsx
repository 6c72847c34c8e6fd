import { Box, Stack } from '@mantine/core';
import { PdfViewerError, PdfViewerLoading } from '@pastexam/ui/archive';
import { InvalidPDFException, type PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { openPdfDocument } from './open-document.ts';
import type { PdfSource } from './pdf-source.ts';

/** The widest a page is drawn, in CSS pixels; the modal is about this wide on a desktop. */
const MAX_PAGE_WIDTH = 900;

export type PdfViewerProps = {
  /** The file drawn; a new source starts over. Required. */
  source: PdfSource;
};

function failureMessage(error: unknown, source: PdfSource): string {
  if (error instanceof InvalidPDFException) return '這個檔案不是有效的 PDF，無法預覽';
  return source.describeFailure?.(error) ?? '無法載入 PDF，請稍後再試';
}

/** Puts a canvas pdf.js has drawn into the page. */
function PageCanvas({ canvas }: { canvas: HTMLCanvasElement }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    holder.current?.replaceChildren(canvas);
  }, [canvas]);
  return (
    <Box
      ref={holder}
      w="100%"
      maw={MAX_PAGE_WIDTH}
      bg="white"
      style={{ boxShadow: 'var(--mantine-shadow-sm)' }}
    />
  );
}

/**
 * Draws the PDF page after page, each shown as soon as it is ready. Loaded only when a viewer opens: pdf.js is a
 * large chunk of its own.
 */
export function PdfViewer({ source }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<HTMLCanvasElement[]>([]);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` re-runs the effect for 重試.
    void attempt;
    setPages([]);
    setPageCount(null);
    setError(null);
    const download = new AbortController();
    let task: ReturnType<typeof openPdfDocument> | null = null;
    let cancelled = false;

    async function open(): Promise<PDFDocumentProxy | null> {
      const file = await source.load(download.signal);
      if (cancelled) return null;
      const data = new Uint8Array(await file.arrayBuffer());
      task = openPdfDocument(data);
      return task.promise;
    }

    async function render() {
      const document = await open();
      if (cancelled || document === null) return;
      setPageCount(document.numPages);
      const cssWidth = Math.min(container.current?.clientWidth || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH);
      const pixelRatio = window.devicePixelRatio || 1;
      for (let number = 1; number <= document.numPages && !cancelled; number += 1) {
        const page = await document.getPage(number);
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (cssWidth / base.width) * pixelRatio });
        const canvas = window.document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = '100%';
        canvas.style.display = 'block';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `第 ${number} 頁`);
        await page.render({ canvas, viewport }).promise;
        page.cleanup();
        if (!cancelled) setPages((shown) => [...shown, canvas]);
      }
    }

    render().catch((failure: unknown) => {
      // A 401 has already ended the session through the client; the page goes home with it.
      if (!cancelled) setError(failureMessage(failure, source));
    });
    return () => {
      cancelled = true;
      download.abort();
      void task?.destroy();
    };
  }, [source, attempt]);

  return (
    <Stack ref={container} gap="md" align="center">
      {pages.map((canvas) => (
        <PageCanvas key={canvas.getAttribute('aria-label')} canvas={canvas} />
      ))}
      {error !== null ? (
        <PdfViewerError message={error} onRetry={() => setAttempt((count) => count + 1)} />
      ) : pageCount === null ? (
        <PdfViewerLoading />
      ) : pages.length < pageCount ? (
        <PdfViewerLoading label={`正在載入第 ${pages.length + 1} 頁…`} />
      ) : null}
    </Stack>
  );
}
