import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { FileRegion, RegionDrawing } from '../../../lib/viewer-link.ts';
import type { PageSize } from './page-layout.ts';

/** The tallest drawing of one region, in CSS pixels: a question longer than that is cut at its end. */
const MAX_REGION_HEIGHT = 2400;

/** The slices of pages a region covers: each page's part from `from` to `to`, as fractions of its height. */
export function regionSlices(
  region: FileRegion,
  pageCount: number,
): { page: number; from: number; to: number }[] {
  const slices: { page: number; from: number; to: number }[] = [];
  const last = Math.min(region.to.page, pageCount);
  for (let page = region.from.page; page <= last; page += 1) {
    const from = page === region.from.page ? region.from.top : 0;
    const to = page === region.to.page ? region.to.top : 1;
    if (to > from) slices.push({ page, from, to });
  }
  return slices;
}

/**
 * How tall `drawRegion` makes `region` at `width` CSS pixels, from the pages' sizes: the place an image of it
 * takes before it is drawn, so what is below does not move when it arrives.
 */
export function regionHeight(sizes: readonly PageSize[], region: FileRegion, width: number): number {
  let total = 0;
  for (const slice of regionSlices(region, sizes.length)) {
    const size = sizes[slice.page - 1];
    if (!size || size.width <= 0) continue;
    total += (slice.to - slice.from) * size.height * (width / size.width);
  }
  return Math.min(total, MAX_REGION_HEIGHT);
}

/** How the regions of the open `document`, whose pages are `sizes`, are drawn and how tall they will be. */
export function regionDrawing(document: PDFDocumentProxy, sizes: readonly PageSize[]): RegionDrawing {
  return {
    draw: (region, width, label) => drawRegion(document, region, width, label),
    height: (region, width) => regionHeight(sizes, region, width),
  };
}

/**
 * A question's region drawn from the file into one canvas `width` CSS pixels wide: each page it covers drawn at
 * that width and the covered part of it copied below the previous one.
 */
async function drawRegion(
  document: PDFDocumentProxy,
  region: FileRegion,
  width: number,
  label: string,
): Promise<HTMLCanvasElement> {
  const density = window.devicePixelRatio || 1;
  const parts: { canvas: HTMLCanvasElement; y: number; height: number }[] = [];
  let total = 0;
  for (const slice of regionSlices(region, document.numPages)) {
    if (total >= MAX_REGION_HEIGHT) break;
    const page = await document.getPage(slice.page);
    const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * density });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const y = Math.floor(slice.from * canvas.height);
    const height = Math.min(
      Math.ceil((slice.to - slice.from) * canvas.height),
      (MAX_REGION_HEIGHT - total) * density,
    );
    parts.push({ canvas, y, height });
    total += height / density;
  }
  const output = window.document.createElement('canvas');
  output.width = Math.floor(width * density);
  output.height = Math.max(1, Math.ceil(total * density));
  const context = output.getContext('2d');
  let at = 0;
  for (const part of parts) {
    context?.drawImage(
      part.canvas,
      0,
      part.y,
      part.canvas.width,
      part.height,
      0,
      at,
      output.width,
      part.height,
    );
    at += part.height;
  }
  Object.assign(output.style, { display: 'block', width: '100%', background: 'white' });
  output.setAttribute('role', 'img');
  output.setAttribute('aria-label', label);
  return output;
}
