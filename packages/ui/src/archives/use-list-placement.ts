import { type RefObject, useEffect, useState } from 'react';

/** Where a list lies against the visible part of what scrolls it. */
export type ListPlacement = 'above' | 'within' | 'below';

/**
 * Whether the list `ref` holds, starting `offset` px into `scroller`'s content, is above the visible part, below
 * it, or in it, followed as the scroller scrolls; 'within' until both are known. Reads only sizes and the scroll
 * position, which a scroll event finds laid out already, and renders only when the answer changes.
 */
export function useListPlacement(
  ref: RefObject<HTMLElement | null>,
  scroller: Element | null,
  offset: number | null,
): ListPlacement {
  const [placement, setPlacement] = useState<ListPlacement>('within');
  useEffect(() => {
    if (scroller === null || offset === null) {
      setPlacement('within');
      return;
    }
    const follow = () => {
      const size = ref.current?.offsetHeight ?? 0;
      const top = scroller.scrollTop;
      const bottom = top + scroller.clientHeight;
      // Nothing laid out (tests): in view, as the list's virtualizer takes it.
      if (size === 0 || bottom === top) return setPlacement('within');
      setPlacement(offset + size <= top ? 'above' : offset >= bottom ? 'below' : 'within');
    };
    follow();
    scroller.addEventListener('scroll', follow, { passive: true });
    return () => scroller.removeEventListener('scroll', follow);
  }, [ref, scroller, offset]);
  return placement;
}
