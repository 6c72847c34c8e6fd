/** CSS pixels per PDF point at 100%: a page shown at its real size, as PDF readers count it. */
export const CSS_PER_POINT = 96 / 72;

/** The zoom's range, 1 being 100%; fitting a page to the width may go below it on a phone. */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 4;

/** The zooms 放大 and 縮小 step through, as PDF readers do. */
const STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;

/** How the user set the zoom: fitted to the viewer's width (and following it), or a fixed zoom. */
export type ZoomSetting = 'page-width' | number;

/** Rounding that treats 1.0999999 as 1.1, so a fitted zoom next to a step does not skip it. */
const EPSILON = 0.005;

export function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The next step above `zoom`, or the largest. */
export function zoomedIn(zoom: number): number {
  return STEPS.find((step) => step > zoom + EPSILON) ?? MAX_ZOOM;
}

/** The next step below `zoom`, or the smallest. */
export function zoomedOut(zoom: number): number {
  return [...STEPS].reverse().find((step) => step < zoom - EPSILON) ?? MIN_ZOOM;
}

/** The zoom at which a page `pageWidth` points wide fills `available` CSS pixels. */
export function fitWidthZoom(pageWidth: number, available: number): number {
  return pageWidth > 0 && available > 0 ? available / (pageWidth * CSS_PER_POINT) : 1;
}

/** The zoom as the toolbar shows it, in whole percent. */
export function zoomPercent(zoom: number): number {
  return Math.round(zoom * 100);
}
