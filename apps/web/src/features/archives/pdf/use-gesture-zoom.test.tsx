import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useGestureZoom, type ZoomGestures } from './use-gesture-zoom.ts';
import { MAX_ZOOM } from './zoom.ts';

/** A plain area zoomed by the hook, as the viewer's scrolling area is. */
function Area({ zoomTo }: { zoomTo: ZoomGestures['zoomTo'] }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [zoom, setZoom] = useState(1);
  useGestureZoom(element, {
    current: () => zoom,
    zoomTo: (next, anchor) => {
      setZoom(next);
      zoomTo(next, anchor);
    },
  });
  return <div ref={setElement} data-testid="area" />;
}

const touch = (pointerId: number, clientX: number, clientY: number) => ({
  pointerId,
  pointerType: 'touch',
  clientX,
  clientY,
});

describe('useGestureZoom', () => {
  it('zooms by the fingers’ spread around the point between them, and stops when a finger lifts', () => {
    const zoomTo = vi.fn();
    const { getByTestId } = render(<Area zoomTo={zoomTo} />);
    const area = getByTestId('area');
    fireEvent.pointerDown(area, touch(1, 100, 200));
    fireEvent.pointerMove(area, touch(1, 110, 200));
    expect(zoomTo).not.toHaveBeenCalled();
    fireEvent.pointerDown(area, touch(2, 210, 200));
    fireEvent.pointerMove(area, touch(2, 310, 200));
    expect(zoomTo).toHaveBeenLastCalledWith(2, { x: 210, y: 200 });
    fireEvent.pointerMove(area, touch(1, 10, 200));
    expect(zoomTo).toHaveBeenLastCalledWith(3, { x: 160, y: 200 });
    fireEvent.pointerUp(area, touch(2, 310, 200));
    const calls = zoomTo.mock.calls.length;
    fireEvent.pointerMove(area, touch(1, 0, 200));
    expect(zoomTo).toHaveBeenCalledTimes(calls);
  });

  it('keeps a wide pinch within the zoom’s range, and leaves a mouse alone', () => {
    const zoomTo = vi.fn();
    const { getByTestId } = render(<Area zoomTo={zoomTo} />);
    const area = getByTestId('area');
    fireEvent.pointerDown(area, { ...touch(1, 0, 0), pointerType: 'mouse' });
    fireEvent.pointerDown(area, touch(2, 100, 0));
    fireEvent.pointerMove(area, touch(2, 900, 0));
    expect(zoomTo).not.toHaveBeenCalled();
    fireEvent.pointerDown(area, touch(3, 890, 0));
    fireEvent.pointerMove(area, touch(3, 2000, 0));
    expect(zoomTo).toHaveBeenLastCalledWith(MAX_ZOOM, expect.anything());
  });

  it('zooms with Ctrl + wheel (a trackpad pinch) but lets a plain wheel scroll', () => {
    const zoomTo = vi.fn();
    const { getByTestId } = render(<Area zoomTo={zoomTo} />);
    const area = getByTestId('area');
    const wheel = (ctrlKey: boolean) => {
      const event = new WheelEvent('wheel', { deltaY: -100, cancelable: true });
      // happy-dom drops the modifier keys and the position of a WheelEvent's init.
      for (const [key, value] of Object.entries({ ctrlKey, clientX: 5, clientY: 6 }))
        Object.defineProperty(event, key, { value });
      area.dispatchEvent(event);
      return event;
    };
    expect(wheel(false).defaultPrevented).toBe(false);
    expect(zoomTo).not.toHaveBeenCalled();
    expect(wheel(true).defaultPrevented).toBe(true);
    expect(zoomTo.mock.lastCall?.[0]).toBeGreaterThan(1);
    expect(zoomTo.mock.lastCall?.[1]).toEqual({ x: 5, y: 6 });
  });
});
