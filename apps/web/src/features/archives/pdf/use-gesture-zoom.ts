import { useEffect, useRef } from 'react';
import { clampZoom } from './zoom.ts';

export type ZoomGestures = {
  /** The zoom now, read when a gesture starts. */
  current: () => number;
  /** Sets the zoom, keeping the point `anchor` (from the element's top left corner) where it is. */
  zoomTo: (zoom: number, anchor: { x: number; y: number }) => void;
};

type Point = { x: number; y: number };

/** How strongly a Ctrl + wheel (a trackpad's pinch, in browsers) zooms, per pixel it scrolls. */
const WHEEL_ZOOM_RATE = 0.0025;

/**
 * Zooms with two fingers on a touch screen (the element leaves pinches to the page with `touch-action:
 * pan-x pan-y`) and with Ctrl + wheel, which is how browsers report a trackpad's pinch. The zoom follows the
 * spread of the fingers from where the pinch began, around the point between them.
 */
export function useGestureZoom(element: HTMLElement | null, gestures: ZoomGestures): void {
  const latest = useRef(gestures);
  latest.current = gestures;

  useEffect(() => {
    if (!element) return;
    const touches = new Map<number, Point>();
    let pinch: { distance: number; zoom: number } | null = null;

    const fromElement = ({ x, y }: Point): Point => {
      const box = element.getBoundingClientRect();
      return { x: x - box.left, y: y - box.top };
    };
    const spread = () => {
      const [a, b] = [...touches.values()];
      if (!a || !b) return null;
      return {
        distance: Math.hypot(a.x - b.x, a.y - b.y),
        centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      };
    };

    function down(event: PointerEvent) {
      if (event.pointerType !== 'touch') return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const fingers = spread();
      if (touches.size === 2 && fingers && fingers.distance > 0) {
        pinch = { distance: fingers.distance, zoom: latest.current.current() };
      }
    }
    function move(event: PointerEvent) {
      if (!touches.has(event.pointerId)) return;
      touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const fingers = spread();
      if (!pinch || !fingers) return;
      event.preventDefault();
      const zoom = clampZoom((pinch.zoom * fingers.distance) / pinch.distance);
      latest.current.zoomTo(zoom, fromElement(fingers.centre));
    }
    function up(event: PointerEvent) {
      touches.delete(event.pointerId);
      if (touches.size < 2) pinch = null;
    }
    function wheel(event: WheelEvent) {
      if (!event.ctrlKey) return;
      // Without this the browser would zoom the whole page.
      event.preventDefault();
      const step = Math.max(-100, Math.min(100, event.deltaY));
      const zoom = clampZoom(latest.current.current() * Math.exp(-step * WHEEL_ZOOM_RATE));
      latest.current.zoomTo(zoom, fromElement({ x: event.clientX, y: event.clientY }));
    }

    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    element.addEventListener('wheel', wheel, { passive: false });
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('wheel', wheel);
    };
  }, [element]);
}
