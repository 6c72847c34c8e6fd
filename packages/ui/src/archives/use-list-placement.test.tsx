import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useListPlacement } from './use-list-placement.ts';

/** An element with the sizes Chromium would lay out; happy-dom lays nothing out. */
function laidOut(sizes: { clientHeight?: number; offsetHeight?: number }) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(sizes)) Object.defineProperty(element, name, { value });
  return element;
}

describe('useListPlacement', () => {
  // A category of 100 courses (3,800 px) starting 1,000 px down a 600 px high course list.
  const scroller = laidOut({ clientHeight: 600 });
  const list = { current: laidOut({ offsetHeight: 3_800 }) };

  it('follows the list below, in and above the visible part as the course list scrolls', () => {
    const { result } = renderHook(() => useListPlacement(list, scroller, 1_000));
    expect(result.current).toBe('below');
    act(() => {
      scroller.scrollTop = 500;
      fireEvent.scroll(scroller);
    });
    expect(result.current).toBe('within');
    act(() => {
      scroller.scrollTop = 4_700;
      fireEvent.scroll(scroller);
    });
    expect(result.current).toBe('within');
    act(() => {
      scroller.scrollTop = 4_800;
      fireEvent.scroll(scroller);
    });
    expect(result.current).toBe('above');
  });

  it('counts a list in view until where it starts is known, or where nothing is laid out', () => {
    expect(renderHook(() => useListPlacement(list, scroller, null)).result.current).toBe('within');
    const unlaid = { current: laidOut({}) };
    expect(renderHook(() => useListPlacement(unlaid, laidOut({}), 1_000)).result.current).toBe('within');
  });
});
