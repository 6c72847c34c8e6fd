import { useEffect, useState } from 'react';
import { type Place, placeAtPoint } from './marker-place.ts';

/** The place at the centre of the viewer that shows the archive's pages; null when no page is there. */
function placeAtViewerCentre(): Place | null {
  const scroller = document.querySelector('[data-page]')?.parentElement?.parentElement;
  if (!scroller) return null;
  const box = scroller.getBoundingClientRect();
  return placeAtPoint(box.left + box.width / 2, box.top + box.height / 2);
}

/**
 * 新增題目: once on, a click on a page places the start there (the page's layer), Enter places it at the centre
 * of the viewer and Esc leaves. `add` sends it.
 */
export function useAddMode(add: (place: Place) => void) {
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!adding) return;
    // Before any button or the dialog: Enter must not press the focused 取消新增, nor Esc close the preview.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setAdding(false);
      const place = event.key === 'Enter' ? placeAtViewerCentre() : null;
      if (place) add(place);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [adding, add]);

  function addAt(place: Place) {
    setAdding(false);
    add(place);
  }

  return { adding, setAdding, addAt };
}
