import { QuestionMarker } from '@pastexam/ui/questions';
import type { MouseEvent } from 'react';
import { placeOnPage } from './marker-place.ts';
import { useQuestionsOnPages } from './questions-context.ts';

export type QuestionPageLayerProps = {
  /** The page this layer covers, from 1. */
  page: number;
  /** How many pages the archive has: a marker moved by keys crosses onto the next one. */
  pageCount: number;
};

/**
 * The question starts on one page, drawn over it: a few absolutely positioned markers, and while 新增題目 is on,
 * a surface that takes the click placing a new start. Given to the viewer as each page's layer.
 */
export function QuestionPageLayer({ page, pageCount }: QuestionPageLayerProps) {
  const shared = useQuestionsOnPages();
  if (!shared?.shown) return null;
  const onPage = shared.questions.filter((question) => question.page === page);
  if (onPage.length === 0 && !shared.adding) return null;

  function addHere(event: MouseEvent<HTMLDivElement>) {
    shared?.onAddAt(placeOnPage(page, event.currentTarget.getBoundingClientRect(), event.clientY));
  }

  return (
    // A click places a start; the keyboard's way is Enter at the viewer's centre (ArchiveQuestions).
    // biome-ignore lint/a11y/noStaticElementInteractions: the keyboard's way is Enter, handled above the viewer
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way is Enter, handled above the viewer
    <div
      data-question-layer={page}
      onClick={shared.adding ? addHere : undefined}
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: 2,
        pointerEvents: shared.adding ? 'auto' : 'none',
        cursor: shared.adding ? 'crosshair' : undefined,
      }}
    >
      {onPage.map((question) => (
        <div key={question.id} data-question-id={question.id}>
          <QuestionMarker
            name={question.name}
            page={question.page}
            top={question.top}
            status={question.status}
            editable={shared.editable && !shared.adding}
            moving={shared.movingId === question.id}
            onKeyDown={(event) => shared.onMarkerKey(question, event, pageCount)}
            onPointerDown={(event) => shared.onMarkerPointerDown(question, event)}
            onRename={() => shared.onRename(question)}
            onRemove={() => shared.onRemove(question)}
          />
        </div>
      ))}
    </div>
  );
}
