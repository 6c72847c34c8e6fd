import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import type { ViewerLink } from '../../../lib/viewer-link.ts';
import { regionDrawing } from './draw-region.ts';
import { heightOf, type PageLayout, type PageSize, placeAt } from './page-layout.ts';
import type { View } from './use-view.ts';

/** The reading line: a third of the way down the view, where a question being read usually is. */
const READING_LINE = 1 / 3;

/**
 * Tells `link` where the reader is (at each scroll, as the view is given to React: once per frame at most), lets
 * it draw regions of the open file and scroll the viewer to a place.
 */
export function useViewerLink(
  link: ViewerLink | undefined,
  {
    document,
    sizes,
    scroller,
    layout,
    view,
  }: {
    document: PDFDocumentProxy;
    sizes: readonly PageSize[];
    scroller: HTMLElement | null;
    layout: PageLayout;
    view: View;
  },
): void {
  const latestLayout = useRef(layout);
  latestLayout.current = layout;

  useEffect(() => {
    if (!link) return;
    link.setDrawRegion(regionDrawing(document, sizes));
    // The place is put on the reading line (a pixel below it, against rounding), so the answers beside, which
    // follow the question at that line, show the question turned to.
    link.setGoTo((place) =>
      scroller?.scrollTo({
        top: Math.max(0, heightOf(latestLayout.current, place) - scroller.clientHeight * READING_LINE + 1),
        behavior: 'instant',
      }),
    );
    return () => {
      link.setDrawRegion(null);
      link.setGoTo(null);
    };
  }, [link, document, sizes, scroller]);

  useEffect(() => {
    if (!link || view.height === 0) return;
    // At the end of the file the reading line goes to the view's bottom, or the last questions, whose starts can
    // never scroll up to it, would never be the one in view.
    const atEnd = view.scrollTop + view.height >= layout.contentHeight - 1;
    link.setPlace(placeAt(layout, view.scrollTop + view.height * (atEnd ? 1 : READING_LINE)));
  }, [link, layout, view]);
}
