/**
 * What the PDF viewer of a preview shares with what is shown beside it (the answers), without either importing
 * the other: where the reader is in the file, and a way to draw a part of it. The viewer writes; the answers
 * read through `subscribe`, so a scroll re-renders only what depends on the place it reads.
 */

/** A place in the file: a page (from 1) and how far down it (0 at its top, 1 at its bottom). */
export type FilePlace = { page: number; top: number };

/** A part of the file, from one place to another (which may be on a later page). */
export type FileRegion = { from: FilePlace; to: FilePlace };

/** How the open file's regions are drawn. */
export type RegionDrawing = {
  /** Draws `region` of the file into a new canvas `width` CSS pixels wide, as an image labelled `label`. */
  draw(region: FileRegion, width: number, label: string): Promise<HTMLCanvasElement>;
  /** How tall, in CSS pixels, `draw` will make `region` at `width`: known from the pages' sizes, before it is drawn. */
  height(region: FileRegion, width: number): number;
};

export type ViewerLink = {
  /** The place at the reading line of the view (a third of the way down); null before the file is shown. */
  place(): FilePlace | null;
  /** Called by the viewer as the reader scrolls. */
  setPlace(place: FilePlace): void;
  /** The viewer's drawing of a region, once its file is open; null before. */
  drawRegion(): RegionDrawing | null;
  /** Called by the viewer when its file is open (and with null when it closes). */
  setDrawRegion(drawing: RegionDrawing | null): void;
  /** Scrolls the viewer to put a place on its reading line, once its file is open. */
  goTo(place: FilePlace): void;
  /** Called by the viewer with how it scrolls to a place (null when it closes). */
  setGoTo(goTo: ((place: FilePlace) => void) | null): void;
  /** Calls `listener` after every change; answers how to stop. */
  subscribe(listener: () => void): () => void;
};

export function createViewerLink(): ViewerLink {
  let place: FilePlace | null = null;
  let draw: RegionDrawing | null = null;
  let scroll: ((place: FilePlace) => void) | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    place: () => place,
    setPlace(next) {
      if (place && place.page === next.page && Math.abs(place.top - next.top) < 0.001) return;
      place = next;
      changed();
    },
    drawRegion: () => draw,
    setDrawRegion(next) {
      draw = next;
      changed();
    },
    goTo: (target) => scroll?.(target),
    setGoTo(next) {
      scroll = next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether place `a` comes before place `b` in the file. */
export const isBefore = (a: FilePlace, b: FilePlace): boolean =>
  a.page < b.page || (a.page === b.page && a.top < b.top);
