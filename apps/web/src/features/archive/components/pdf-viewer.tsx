import { Box, Stack } from '@mantine/core';
import { PdfViewerError, PdfViewerLoading } from '@pastexam/ui/archive';
import { GlobalWorkerOptions, getDocument, InvalidPDFException, ResponseException } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { BundledPdfData } from './pdf-assets.ts';

/** The widest a page is drawn, in CSS pixels; the modal is about this wide on a desktop. */
const MAX_PAGE_WIDTH = 900;

export type PdfViewerProps = {
  /** The PDF's address; pdf.js reads it with Range requests, page by page. */
  url: string;
  /** The bearer token, sent with every request pdf.js makes. */
  token: string | null;
  /** The server refused the token: the session is over. */
  onUnauthorized: () => void;
};

function failureMessage(error: unknown): string {
  if (error instanceof InvalidPDFException) return '這個檔案不是有效的 PDF，無法預覽';
  if (error instanceof ResponseException && error.status === 404) return '找不到這份考古題，它可能已被刪除';
  return '無法載入 PDF，請稍後再試';
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
 * Draws the PDF page after page, each shown as soon as it is ready, so a long exam can be read before it has
 * all arrived. Loaded only when a preview opens: pdf.js is a large chunk of its own.
 */
export function PdfViewer({ url, token, onUnauthorized }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<HTMLCanvasElement[]>([]);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` re-runs the effect for 重試.
    void attempt;
    GlobalWorkerOptions.workerSrc = workerUrl;
    setPages([]);
    setPageCount(null);
    setError(null);
    const task = getDocument({
      url,
      httpHeaders: token ? { Authorization: `Bearer ${token}` } : {},
      // Read what the first pages need first; the rest follows in the background.
      rangeChunkSize: 256 * 1024,
      // Uploaded files come from anyone: never let a PDF's contents be compiled into code.
      isEvalSupported: false,
      useWorkerFetch: false,
      BinaryDataFactory: BundledPdfData,
      // Only their presence matters: BundledPdfData knows where each file is.
      cMapUrl: 'bundled/',
      standardFontDataUrl: 'bundled/',
      wasmUrl: 'bundled/',
    });
    let cancelled = false;

    async function render() {
      const document = await task.promise;
      if (cancelled) return;
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
      if (cancelled) return;
      if (failure instanceof ResponseException && failure.status === 401) onUnauthorized();
      setError(failureMessage(failure));
    });
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [url, token, onUnauthorized, attempt]);

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
