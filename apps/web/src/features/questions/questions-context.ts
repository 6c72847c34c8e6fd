import type { Question } from '@pastexam/api-contract';
import { createContext, type KeyboardEvent, type PointerEvent, useContext } from 'react';
import type { Place } from './marker-place.ts';

/** What the markers drawn on each page share with the controls above the viewer. */
export type QuestionsOnPages = {
  /** The starts in order, one being moved shown where it is being moved to. */
  questions: readonly Question[];
  /** The id of the start being moved and not yet saved; null when none. */
  movingId: number | null;
  /** Markers drawn at all (off for plain reading). */
  shown: boolean;
  editable: boolean;
  /** 新增題目 was pressed: a click on a page places a start there. */
  adding: boolean;
  onAddAt: (place: Place) => void;
  onMarkerKey: (question: Question, event: KeyboardEvent<HTMLButtonElement>, pageCount: number) => void;
  onMarkerPointerDown: (question: Question, event: PointerEvent<HTMLButtonElement>) => void;
  onRename: (question: Question) => void;
  onRemove: (question: Question) => void;
};

export const QuestionsContext = createContext<QuestionsOnPages | null>(null);

/** The markers' shared state; null outside an archive's questions (the upload wizard's viewer). */
export const useQuestionsOnPages = () => useContext(QuestionsContext);
