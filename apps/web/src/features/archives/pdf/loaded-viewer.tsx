import { useFullscreenElement } from '@mantine/hooks';
import { PdfToolbar, PdfViewerFrame } from '@pastexam/ui/pdf-viewer';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ViewerLink } from '../../../lib/viewer-link.ts';
import {
  anchoredScroll,
  currentPage,
  layoutPages,
  PAGE_PADDING,
  type PageLayout,
  type PageSize,
  placeScrollTop,
  type ViewerPlace,
} from './page-layout.ts';
import { PdfPages } from './pdf-pages.tsx';
import type { PageLayer } from './pdf-viewer.tsx';
import { useGestureZoom } from './use-gesture-zoom.ts';
import { useView } from './use-view.ts';
import { useViewerLink } from './use-viewer-link.ts';
import { useZoom } from './use-zoom.ts';
import { viewerKeyAction } from './viewer-keys.ts';
import {
  CSS_PER_POINT,
  clampZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  type ZoomSetting,
  zoomedIn,
  zoomedOut,
  zoomPercent,
} from './zoom.ts';

export type LoadedViewerProps = {
  document: PDFDocumentProxy;
  /** Every page's size in points. */
  sizes: PageSize[];
  /** The file's blob: URL, for 在新分頁開啟. */
  fileUrl: string;
  /** The page scrolled to once the view has its size, from 1. */
  initialPage: number;
  /** A search's query, its matches marked on every page's text. Default: none. */
  highlight?: string;
  /** A place to scroll to (a question's start), instead of `initialPage`; each new one scrolls again. Default: none. */
  place?: ViewerPlace | null;
  /** Drawn over every page. Default: none. */
  pageLayer?: PageLayer;
  /** Shares the reading place and the drawing of regions with what is beside the viewer. Default: none. */
  link?: ViewerLink;
};

type Anchor = { x: number; y: number };

/**
 * The zoom and the pages laid out at it. A zoom keeps the point under the fingers (or the view's centre) in
 * place; a resize keeps the view's top left corner.
 */
function useAnchoredZoom(scroller: HTMLDivElement | null, sizes: PageSize[]) {
  const { view, latest } = useView(scroller);
  const { zoom, fitWidth, set } = useZoom(sizes[0]?.width ?? 0, view.width);
  const layout = useMemo(() => layoutPages(sizes, zoom * CSS_PER_POINT), [sizes, zoom]);

  // Where the zoom that is being applied should stay put.
  const anchor = useRef<Anchor | null>(null);
  const shown = useRef<PageLayout | null>(null);
  useLayoutEffect(() => {
    // The pages are first laid out once the view has its width: until then there is no place to keep, and the
    // first layout scrolls nowhere (the page or question asked for is scrolled to by the viewer itself).
    if (view.width === 0) return;
    const before = shown.current;
    shown.current = layout;
    if (!scroller || !before || before === layout) return;
    const position = anchoredScroll(before, layout, latest.current, anchor.current ?? { x: 0, y: 0 });
    anchor.current = null;
    scroller.scrollTo({ left: position.left, top: position.top, behavior: 'instant' });
  }, [layout, scroller, latest, view.width]);

  function zoomTo(next: ZoomSetting, at?: Anchor) {
    anchor.current = at ?? { x: latest.current.width / 2, y: latest.current.height / 2 };
    set(next);
  }
  useGestureZoom(scroller, { current: () => zoom, zoomTo: (next, at) => zoomTo(clampZoom(next), at) });
  return { view, zoom, fitWidth, layout, zoomTo };
}

/**
 * Scrolling to a page. The cited page is scrolled to once, as soon as the pages are laid out at the view's width;
 * a place asked for (a question's start) likewise, and again each time another is asked for.
 */
function usePageScroll(
  scroller: HTMLDivElement | null,
  layout: PageLayout,
  viewWidth: number,
  { initialPage, place, pageCount }: { initialPage: number; place: ViewerPlace | null; pageCount: number },
) {
  function goToPage(page: number) {
    const top = layout.tops[page - 1];
    if (top !== undefined) scroller?.scrollTo({ top: top - PAGE_PADDING, behavior: 'instant' });
  }

  const started = useRef(false);
  const placed = useRef<ViewerPlace | null>(null);
  useLayoutEffect(() => {
    if (viewWidth === 0) return;
    if (place && placed.current !== place) {
      placed.current = place;
      started.current = true;
      scroller?.scrollTo({ top: placeScrollTop(layout, place), behavior: 'instant' });
      return;
    }
    if (started.current) return;
    started.current = true;
    if (initialPage > 1) goToPage(Math.min(initialPage, pageCount));
  });
  return goToPage;
}

/** The viewer once the document is open: the toolbar, and the pages laid out at the zoom, drawn near the view. */
export function LoadedViewer({
  document,
  sizes,
  fileUrl,
  initialPage,
  highlight,
  place = null,
  pageLayer,
  link,
}: LoadedViewerProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const { view, zoom, fitWidth, layout, zoomTo } = useAnchoredZoom(scroller, sizes);
  const fullscreen = useFullscreenElement<HTMLDivElement>();
  const goToPage = usePageScroll(scroller, layout, view.width, {
    initialPage,
    place,
    pageCount: sizes.length,
  });
  useViewerLink(link, { document, sizes, scroller, layout, view });

  const page = currentPage(layout, { ...view, scrollHeight: layout.contentHeight });
  const actions = {
    'zoom-in': () => zoomTo(zoomedIn(zoom)),
    'zoom-out': () => zoomTo(zoomedOut(zoom)),
    'fit-width': () => zoomTo('page-width'),
    'next-page': () => goToPage(Math.min(page + 1, sizes.length)),
    'previous-page': () => goToPage(Math.max(page - 1, 1)),
  };
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const action = viewerKeyAction(event.nativeEvent);
    if (action === null) return;
    event.preventDefault();
    actions[action]();
  }

  function toggleFullscreen() {
    // The browser may refuse (the tab is in the background): the viewer then simply stays as it is.
    fullscreen.toggle().catch(() => undefined);
  }

  const toolbar = (
    <PdfToolbar
      page={page}
      pageCount={sizes.length}
      onPageChange={goToPage}
      zoomPercent={zoomPercent(zoom)}
      fitWidth={fitWidth}
      onZoomIn={actions['zoom-in']}
      onZoomOut={actions['zoom-out']}
      canZoomIn={zoom < MAX_ZOOM}
      canZoomOut={zoom > MIN_ZOOM}
      onFitWidth={actions['fit-width']}
      fullscreen={fullscreen.fullscreen}
      onToggleFullscreen={window.document.fullscreenEnabled ? toggleFullscreen : undefined}
      fileUrl={fileUrl}
    />
  );
  return (
    <PdfViewerFrame
      toolbar={toolbar}
      rootRef={fullscreen.ref}
      scrollerRef={setScroller}
      onKeyDown={onKeyDown}
    >
      {view.width > 0 && (
        <PdfPages
          document={document}
          sizes={sizes}
          layout={layout}
          view={view}
          zoom={zoom}
          highlight={highlight}
          pageLayer={pageLayer}
        />
      )}
    </PdfViewerFrame>
  );
}
