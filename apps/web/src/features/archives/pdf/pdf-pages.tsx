import type { PDFDocumentProxy } from 'pdfjs-dist';
import { PAGE_GAP, PAGE_PADDING, type PageLayout, type PageSize, pagesNear } from './page-layout.ts';
import { PdfPage } from './pdf-page.tsx';
import type { PageLayer } from './pdf-viewer.tsx';
import type { View } from './use-view.ts';
import { CSS_PER_POINT } from './zoom.ts';

export type PdfPagesProps = {
  document: PDFDocumentProxy;
  /** Every page's size in points. */
  sizes: PageSize[];
  /** The pages laid out at the zoom. */
  layout: PageLayout;
  /** The view's size and scroll: the pages near it are drawn, the others left blank. */
  view: View;
  /** The zoom. */
  zoom: number;
  /** A search's query, its matches marked on every page's text. Default: none. */
  highlight?: string | undefined;
  /** Drawn over every page. Default: none. */
  pageLayer?: PageLayer | undefined;
};

/** Every page of the document in a column at the zoom, those near the view drawn. */
export function PdfPages({ document, sizes, layout, view, zoom, highlight, pageLayer }: PdfPagesProps) {
  const [first, last] = pagesNear(layout, view);
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: PAGE_GAP,
        padding: PAGE_PADDING,
        boxSizing: 'border-box',
        width: Math.max(view.width, layout.contentWidth),
      }}
    >
      {sizes.map((_, index) => (
        <PdfPage
          // Pages never move: the index is the page.
          key={index}
          document={document}
          number={index + 1}
          width={layout.widths[index] ?? 0}
          height={layout.heights[index] ?? 0}
          scale={zoom * CSS_PER_POINT}
          near={index + 1 >= first && index + 1 <= last}
          highlight={highlight}
          pageCount={sizes.length}
          Layer={pageLayer}
        />
      ))}
    </div>
  );
}
