import { Center, Loader, Text } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { pdfViewerMessages } from '@pastexam/ui/messages/pdf-viewer';
import { type PDFDocumentProxy, type RenderTask, TextLayer } from 'pdfjs-dist';
import { type ComponentType, memo, useEffect, useRef, useState } from 'react';
import { inTurn } from './drawing-turns.ts';
import { highlightTextLayer } from './search-highlight.ts';
import './text-layer.css';

/** The most pixels one page's canvas may have: phones refuse much larger canvases, or run out of memory. */
const MAX_CANVAS_PIXELS = 2 ** 24;
/** A page already drawn is drawn again at a new zoom once the zoom has settled (a pinch changes it often). */
const REDRAW_DELAY_MS = 150;

export type PdfPageProps = {
  document: PDFDocumentProxy;
  /** The page, from 1. */
  number: number;
  /** Its size in CSS pixels at the zoom. */
  width: number;
  height: number;
  /** CSS pixels per point: the zoom. */
  scale: number;
  /** Near the view: drawn (again at each zoom), with its text; otherwise a blank of the same size. */
  near: boolean;
  /** A search's query, its matches marked on the page's text (where the PDF has text). Default: none. */
  highlight?: string;
  /** How many pages the document has, told to the layer. */
  pageCount: number;
  /** Drawn over the page, at its size: a component, so the page is drawn again only when its own props change. */
  Layer?: ComponentType<{ page: number; pageCount: number }>;
};

/** How sharp to draw: the screen's pixel density, less if the canvas would be too large. */
function outputScale(cssWidth: number, cssHeight: number): number {
  const density = window.devicePixelRatio || 1;
  return Math.min(density, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssWidth * cssHeight)));
}

/**
 * A page's drawing while it is near the view: a canvas at the zoom, with pdf.js's text layer over it. Between
 * zooms the last drawing is stretched until the new one is ready; far from the view the drawing and the text are
 * dropped to free memory.
 */
function usePageDrawing({
  document,
  number,
  scale,
  near,
}: Pick<PdfPageProps, 'document' | 'number' | 'scale' | 'near'>) {
  const canvasHolder = useRef<HTMLDivElement>(null);
  const textHolder = useRef<HTMLDivElement>(null);
  const textLayer = useRef<TextLayer | null>(null);
  const drawnAt = useRef<number | null>(null);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  // The text layer is complete and in the page: what the search's matches are marked on.
  const [textShown, setTextShown] = useState(false);
  // The canvas's name, kept up to date without drawing the page again when the language changes.
  const t = useT(pdfViewerMessages);
  const label = t('pdf-viewer.page', { page: number });
  const labelRef = useRef(label);
  useEffect(() => {
    labelRef.current = label;
    canvasHolder.current?.firstElementChild?.setAttribute('aria-label', label);
  }, [label]);

  // Far from the view: the drawing and the text go.
  useEffect(() => {
    if (near) return;
    textLayer.current?.cancel();
    textLayer.current = null;
    textHolder.current?.replaceChildren();
    canvasHolder.current?.replaceChildren();
    drawnAt.current = null;
    setDrawn(false);
    setTextShown(false);
  }, [near]);

  useEffect(() => {
    if (!near || drawnAt.current === scale) return;
    let cancelled = false;
    let render: RenderTask | null = null;

    async function draw() {
      // Dropped, or zoomed again, while waiting for its turn.
      if (cancelled) return;
      const page = await document.getPage(number);
      if (cancelled) return;
      const viewport = page.getViewport({ scale });
      const sharpness = outputScale(viewport.width, viewport.height);
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * sharpness);
      canvas.height = Math.floor(viewport.height * sharpness);
      // It fills the page, stretched between a zoom and its new drawing.
      Object.assign(canvas.style, { display: 'block', width: '100%', height: '100%' });
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', labelRef.current);
      render = page.render({ canvas, viewport, transform: [sharpness, 0, 0, sharpness, 0, 0] });
      await render.promise;
      if (cancelled) return;
      canvasHolder.current?.replaceChildren(canvas);
      drawnAt.current = scale;
      setDrawn(true);
      if (textLayer.current) {
        textLayer.current.update({ viewport });
      } else if (textHolder.current) {
        const layer = new TextLayer({
          textContentSource: page.streamTextContent(),
          container: textHolder.current,
          viewport,
        });
        textLayer.current = layer;
        // A page without text leaves the layer empty; a cancelled one is being dropped anyway.
        await layer.render().catch(() => undefined);
        // A zoom meanwhile leaves the text as it is: only a page dropped since is not marked.
        if (textLayer.current === layer) setTextShown(true);
      }
    }

    // The first drawing at once; a new zoom's once it has settled. Either waits for the pages before it.
    const timer = window.setTimeout(
      () =>
        void inTurn(draw).catch(() => {
          if (!cancelled) setFailed(true);
        }),
      drawnAt.current === null ? 0 : REDRAW_DELAY_MS,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      render?.cancel();
    };
  }, [document, number, scale, near]);

  return { canvasHolder, textHolder, drawn, failed, textShown };
}

/**
 * One page: white, at its size, drawn on a canvas while near the view (`usePageDrawing`), with its text over it
 * so it can be selected and a search's matches marked (where the PDF has text).
 */
export const PdfPage = memo(function PdfPage({
  document,
  number,
  width,
  height,
  scale,
  near,
  highlight,
  pageCount,
  Layer,
}: PdfPageProps) {
  const t = useT(pdfViewerMessages);
  const { canvasHolder, textHolder, drawn, failed, textShown } = usePageDrawing({
    document,
    number,
    scale,
    near,
  });

  // The marks are made again whenever the text or the query changes, and go with the page.
  useEffect(() => {
    const holder = textHolder.current;
    if (!textShown || !highlight || !holder) return;
    return highlightTextLayer(holder, highlight);
  }, [textShown, highlight]);

  return (
    <div
      data-page={number}
      style={{
        position: 'relative',
        flex: 'none',
        width,
        height,
        background: 'white',
        boxShadow: 'var(--mantine-shadow-sm)',
        // What pdf.js's text layer sizes its text by.
        ['--total-scale-factor' as string]: scale,
        ['--scale-round-x' as string]: '1px',
        ['--scale-round-y' as string]: '1px',
      }}
    >
      <div ref={canvasHolder} style={{ position: 'absolute', inset: 0 }} />
      <div ref={textHolder} className="textLayer" />
      {Layer && <Layer page={number} pageCount={pageCount} />}
      {!drawn && (
        <Center pos="absolute" inset={0}>
          {failed ? (
            <Text size="sm" c="dark.6">
              {t('pdf-viewer.pageFailed', { page: number })}
            </Text>
          ) : (
            near && <Loader size="sm" color="gray" aria-hidden />
          )}
        </Center>
      )}
    </div>
  );
});
