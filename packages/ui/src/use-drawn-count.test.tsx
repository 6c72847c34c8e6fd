import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_TURN_MS, useDrawnCount } from './use-drawn-count.ts';

/** A list drawing `total` items a turn at a time; `item` draws each. */
function List({
  name,
  total,
  item,
  drawing,
}: {
  name: string;
  total: number;
  item?: (index: number) => ReactNode;
  drawing?: 'list' | 'text';
}) {
  const drawn = useDrawnCount(total, drawing);
  return (
    <ul aria-label={name}>
      {Array.from({ length: drawn }, (_, index) => (
        <li key={index}>{item?.(index) ?? `${name} ${index + 1}`}</li>
      ))}
    </ul>
  );
}

const counts = () => screen.getAllByRole('list').map((list) => list.childElementCount);
/** One frame shown, and the task after it. */
const nextFrame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
  });

describe('useDrawnCount', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('draws the first item at once, then one more after each frame', async () => {
    render(<List name="answers" total={3} />);
    expect(counts()).toEqual([1]);
    await nextFrame();
    expect(counts()).toEqual([2]);
    await nextFrame();
    await nextFrame();
    expect(counts()).toEqual([3]);
  });

  it('adds one part a frame across the page, a text’s chunks before a list’s next item', async () => {
    // The first answer is long: its text's three chunks are drawn before the second answer.
    render(
      <List
        name="answers"
        total={2}
        item={(index) => (index === 0 ? <List name="chunks" total={3} drawing="text" /> : 'short')}
      />,
    );
    expect(counts()).toEqual([1, 1]);
    await nextFrame();
    expect(counts()).toEqual([1, 2]);
    await nextFrame();
    expect(counts()).toEqual([1, 3]);
    await nextFrame();
    expect(counts()).toEqual([2, 3]);
  });

  it('gives the next part its turn only once the part before is drawn, or after the longest wait', async () => {
    // The second answer's render is held (it waits on data under a transition): nothing else is added meanwhile.
    const never = new Promise<string>(() => {});
    function Held(): ReactNode {
      return use(never);
    }
    render(
      <>
        <Suspense fallback="…">
          <List name="answers" total={2} item={(index) => (index === 0 ? 'first' : <Held />)} />
        </Suspense>
        <List name="other" total={2} />
      </>,
    );
    expect(counts()).toEqual([1, 1]);
    await nextFrame();
    await nextFrame();
    expect(counts()).toEqual([1, 1]);
    await act(() => vi.advanceTimersByTime(LONGEST_TURN_MS));
    await nextFrame();
    expect(counts()).toEqual([1, 2]);
  });
});
