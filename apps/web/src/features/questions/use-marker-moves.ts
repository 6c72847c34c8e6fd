import type { Question } from '@pastexam/api-contract';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { type Place, placeAtPoint, steppedPlace } from './marker-place.ts';

/** A start being moved and not yet saved. */
type Moving = { id: number } & Place;

/** How far (CSS pixels) a pointer travels before a press on a marker is a drag rather than a click. */
const DRAG_THRESHOLD = 4;

const markerButton = (id: number) =>
  document.querySelector<HTMLButtonElement>(`[data-question-id="${id}"] button[aria-label]`);

/**
 * Moving question starts: by the arrow keys (Enter saves the move, or confirms a proposal; Delete removes; Esc
 * puts it back) and by dragging with a mouse, a pen or a finger, across pages. `save` sends a finished move.
 */
export function useMarkerMoves(handlers: {
  save: (question: Question, place: Place) => void;
  confirm: (question: Question) => void;
  remove: (question: Question) => void;
}) {
  const [moving, setMoving] = useState<Moving | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  // A marker moved onto another page is drawn there anew: the keyboard's focus follows it.
  useEffect(() => {
    if (!moving) return;
    const button = markerButton(moving.id);
    if (button && document.activeElement !== button) button.focus();
  }, [moving]);

  function onMarkerKey(question: Question, event: KeyboardEvent<HTMLButtonElement>, pageCount: number) {
    const from =
      moving?.id === question.id ? moving : { id: question.id, page: question.page, top: question.top };
    const stop = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      stop();
      const direction = event.key === 'ArrowUp' ? 'up' : 'down';
      setMoving({ id: question.id, ...steppedPlace(from, direction, event.shiftKey, pageCount) });
    } else if (event.key === 'Enter') {
      stop();
      if (moving?.id === question.id) latest.current.save(question, moving);
      else if (question.status === 'proposed') latest.current.confirm(question);
      setMoving(null);
    } else if (event.key === 'Escape' && moving) {
      stop();
      setMoving(null);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      stop();
      setMoving(null);
      latest.current.remove(question);
    }
  }

  function onMarkerPointerDown(question: Question, event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    const start = { x: event.clientX, y: event.clientY };
    let dragged: Place | null = null;
    const onMove = (move: globalThis.PointerEvent) => {
      if (!dragged && Math.hypot(move.clientX - start.x, move.clientY - start.y) < DRAG_THRESHOLD) return;
      const place = placeAtPoint(move.clientX, move.clientY);
      if (!place) return;
      dragged = place;
      setMoving({ id: question.id, ...place });
    };
    const onEnd = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      if (dragged) latest.current.save(question, dragged);
      setMoving(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
  }

  return { moving, onMarkerKey, onMarkerPointerDown };
}
