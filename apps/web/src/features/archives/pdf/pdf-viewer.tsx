import { PdfViewerError, PdfViewerLoading } from '@pastexam/ui/archives';
import type { ComponentType } from 'react';
import type { ViewerLink } from '../../../lib/viewer-link.ts';
import { LoadedViewer } from './loaded-viewer.tsx';
import type { ViewerPlace } from './page-layout.ts';
import type { PdfSource } from './pdf-source.ts';
import { usePdfDocument } from './use-pdf-document.ts';

export type PdfViewerProps = {
  /** The file drawn; a new source starts over. Required. */
  source: PdfSource;
  /** The page shown first, from 1 (a mock exam's question cites it); past the last page, the last. Default 1. */
  initialPage?: number;
  /**
   * A search's query: its matches are marked on the pages' text, by the search's own rules, where the PDF has
   * text and the browser can mark it. Default: none.
   */
  highlight?: string;
  /** A place to scroll to (a question's start), instead of `initialPage`; each new one scrolls again. Default: none. */
  place?: ViewerPlace | null;
  /** Drawn over every page, at its size (an archive's question starts). Default: none. */
  pageLayer?: PageLayer;
  /** Shares the reading place and the drawing of regions with what is beside the viewer. Default: none. */
  link?: ViewerLink;
};

/** What is drawn over each page: told which page it covers and how many there are. */
export type PageLayer = ComponentType<{ page: number; pageCount: number }>;

/**
 * Our PDF viewer (pdf.js, never the browser's): zoom, fit to width, the page indicator, full screen and
 * 在新分頁開啟, with keys and pinches. It fills the height its parent gives it. Loaded only when a viewer opens:
 * pdf.js is a large chunk of its own.
 */
export function PdfViewer({ source, initialPage = 1, highlight, place, pageLayer, link }: PdfViewerProps) {
  const state = usePdfDocument(source);
  if (state.status === 'loading') return <PdfViewerLoading />;
  if (state.status === 'failed') return <PdfViewerError message={state.message} onRetry={state.retry} />;
  return (
    <LoadedViewer
      document={state.document}
      sizes={state.sizes}
      fileUrl={state.fileUrl}
      initialPage={initialPage}
      highlight={highlight}
      place={place}
      pageLayer={pageLayer}
      link={link}
    />
  );
}
