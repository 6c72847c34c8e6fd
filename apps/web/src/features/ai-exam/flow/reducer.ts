import {
  type Archive,
  type CourseCategory,
  isExamArchive,
  MAX_ARCHIVES_PER_EXAM,
} from '@pastexam/api-contract';
import type { SavedTask } from '@pastexam/api-contract/browser-storage';
import { DEFAULT_LOCALE } from '@pastexam/api-contract/locales';
import type { AiExamNotice, AiExamView, ArchiveTypeFilter } from '@pastexam/ui/ai-exam';
import { translatorFor } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import type { AiExamT, Text } from './messages.ts';

/**
 * The key dialog: closed; `prompted`, opened by the flow itself because there is no key (a saved key lets the
 * flow go on at once); or `asked`, opened by the user through API Key 設定 (it stays until they close it).
 */
export type KeyDialog = 'closed' | 'prompted' | 'asked';

/** The task the modal follows: its course and professor from the start, its id once the server answered. */
export type FollowedTask = { taskId: string | null; displayInfo: SavedTask['displayInfo'] };

/** Why the professor chosen cannot be gone on with after 下一步. */
export type NoticeReason = 'noArchives' | 'noMidtermOrFinal';

const notices: Record<NoticeReason, Text & { kind: AiExamNotice['kind'] }> = {
  noArchives: { kind: 'warning', title: 'ai-exam.noArchivesTitle', message: 'ai-exam.noArchives' },
  noMidtermOrFinal: { kind: 'error', title: 'ai-exam.noArchivesTitle', message: 'ai-exam.noMidtermOrFinal' },
};

/** A notice in the words of `t`. */
export function noticeIn(t: AiExamT, reason: NoticeReason): AiExamNotice {
  const { kind, title, message } = notices[reason];
  return { kind, title: t(title), message: t(message) };
}

/**
 * A notice as the state records it: its reason, which the modal says in the reader's language (`noticeIn`), with
 * its words in zh-TW, the catalogue's source language, so the record reads the same in every language.
 */
export type RecordedNotice = AiExamNotice & { reason: NoticeReason };

const inZhTw = translatorFor(aiExamMessages, DEFAULT_LOCALE);
const recorded = (reason: NoticeReason): RecordedNotice => ({ ...noticeIn(inZhTw, reason), reason });

/**
 * What the AI exam modal remembers between renders. Server data (courses, archives, the key, the task's
 * status) lives in the query cache; this is only what the user chose and where they are.
 */
export type AiExamState = {
  step: AiExamView['step'];
  category: CourseCategory | null;
  courseId: number | null;
  professor: string | null;
  typeFilter: ArchiveTypeFilter;
  selectedIds: number[];
  notice: RecordedNotice | null;
  /** 下一步 was pressed and the professor's archives are being checked. */
  checking: boolean;
  task: FollowedTask | null;
  errorMessage: string;
  keyDialog: KeyDialog;
};

export type AiExamEvent =
  /** `saved`: the task kept in local storage, if any, to resume. */
  | { type: 'opened'; saved: SavedTask | null }
  | { type: 'closed' }
  | { type: 'reset-due' }
  /** API Key 設定 was pressed. */
  | { type: 'key-dialog-opened' }
  /** The modal is open and the user has no key: the key dialog comes first. */
  | { type: 'key-missing' }
  /** A key was tested and stored. */
  | { type: 'key-saved' }
  | { type: 'key-dialog-closed' }
  | { type: 'category-changed'; category: CourseCategory | null }
  | { type: 'course-changed'; courseId: number | null }
  | { type: 'professor-changed'; professor: string | null }
  | { type: 'next' }
  /** The archives of the course 下一步 was pressed for, of every professor and type. */
  | { type: 'archives-checked'; courseId: number; professor: string; archives: Archive[] }
  | { type: 'archives-unavailable' }
  | { type: 'back' }
  | { type: 'type-filter-changed'; filter: ArchiveTypeFilter }
  | { type: 'archive-toggled'; archiveId: number }
  | { type: 'started'; displayInfo: SavedTask['displayInfo'] }
  | { type: 'submitted'; taskId: string }
  | { type: 'conflict' }
  | { type: 'task-running' }
  | { type: 'task-done' }
  /** The saved task could not finish: forgotten, and the user chooses again. */
  | { type: 'task-gone' }
  | { type: 'failed'; message: string }
  /** 重試 on the error step, or 重新生成 confirmed on the result. */
  | { type: 'restart' };

/** What closing in a selection step forgets after 300 ms (product §6.9). */
const emptySelection = {
  category: null,
  courseId: null,
  professor: null,
  typeFilter: null,
  selectedIds: [],
  notice: null,
  checking: false,
} satisfies Partial<AiExamState>;

export const initialState: AiExamState = {
  ...emptySelection,
  step: 'loading',
  task: null,
  errorMessage: '',
  keyDialog: 'closed',
};

const followsTask = (state: AiExamState) => state.step === 'loading' || state.step === 'generating';

function checkArchives(
  state: AiExamState,
  event: Extract<AiExamEvent, { type: 'archives-checked' }>,
): AiExamState {
  // An answer for a course or professor the user has since left is no longer what they asked about.
  if (!state.checking || state.courseId !== event.courseId || state.professor !== event.professor) {
    return state;
  }
  const own = event.archives.filter((archive) => archive.professor === event.professor);
  const checked = { ...state, checking: false };
  if (own.length === 0) return { ...checked, notice: recorded('noArchives') };
  if (!own.some(isExamArchive)) return { ...checked, notice: recorded('noMidtermOrFinal') };
  return { ...checked, step: 'select-archives', selectedIds: [], typeFilter: null, notice: null };
}

function toggle(state: AiExamState, archiveId: number): AiExamState {
  if (state.step !== 'select-archives') return state;
  if (state.selectedIds.includes(archiveId)) {
    return { ...state, selectedIds: state.selectedIds.filter((id) => id !== archiveId) };
  }
  if (state.selectedIds.length >= MAX_ARCHIVES_PER_EXAM) return state;
  return { ...state, selectedIds: [...state.selectedIds, archiveId] };
}

/** The AI exam modal's steps and choices (product §6) as a pure function of what happened. */
export function reduce(state: AiExamState, event: AiExamEvent): AiExamState {
  switch (event.type) {
    case 'opened':
      return event.saved
        ? {
            ...state,
            step: 'loading',
            task: { taskId: event.saved.taskId, displayInfo: event.saved.displayInfo },
          }
        : { ...state, step: 'select-professor', task: null, checking: false };
    case 'closed':
      return state.keyDialog === 'closed' ? state : { ...state, keyDialog: 'closed' };
    case 'reset-due':
      return state.step === 'select-professor' || state.step === 'select-archives'
        ? { ...state, ...emptySelection }
        : state;
    case 'key-dialog-opened':
      return state.keyDialog === 'closed' ? { ...state, keyDialog: 'asked' } : state;
    case 'key-missing':
      return state.keyDialog === 'closed' ? { ...state, keyDialog: 'prompted' } : state;
    case 'key-saved':
      // The prompt only stood in the way of the flow: with the key stored, the user is back where they were.
      return state.keyDialog === 'prompted' ? { ...state, keyDialog: 'closed' } : state;
    case 'key-dialog-closed':
      return { ...state, keyDialog: 'closed' };
    case 'category-changed':
      if (event.category === state.category) return state;
      return { ...state, ...emptySelection, category: event.category };
    case 'course-changed':
      if (event.courseId === state.courseId) return state;
      return {
        ...state,
        courseId: event.courseId,
        professor: null,
        selectedIds: [],
        notice: null,
        checking: false,
      };
    case 'professor-changed':
      return { ...state, professor: event.professor, selectedIds: [], notice: null, checking: false };
    case 'next':
      if (state.step !== 'select-professor' || state.courseId === null || state.professor === null)
        return state;
      return { ...state, checking: true, notice: null };
    case 'archives-checked':
      return checkArchives(state, event);
    case 'archives-unavailable':
      return { ...state, checking: false };
    case 'back':
      return { ...state, step: 'select-professor', selectedIds: [], typeFilter: null };
    case 'type-filter-changed':
      return { ...state, typeFilter: event.filter };
    case 'archive-toggled':
      return toggle(state, event.archiveId);
    case 'started':
      if (state.step !== 'select-archives' || state.selectedIds.length === 0) return state;
      return { ...state, step: 'generating', task: { taskId: null, displayInfo: event.displayInfo } };
    case 'submitted':
      // Closed and reopened while the request ran: the saved task resumes it on the next opening instead.
      if (state.step !== 'generating' || state.task === null || state.task.taskId !== null) return state;
      return { ...state, task: { ...state.task, taskId: event.taskId } };
    case 'conflict':
      return state.step === 'generating' ? { ...state, step: 'select-archives', task: null } : state;
    case 'task-running':
      return state.step === 'loading' ? { ...state, step: 'generating' } : state;
    case 'task-done':
      return followsTask(state) ? { ...state, step: 'result' } : state;
    case 'task-gone':
      return { ...state, step: 'select-professor', task: null };
    case 'failed':
      return followsTask(state) ? { ...state, step: 'error', errorMessage: event.message } : state;
    case 'restart':
      return {
        ...state,
        step: 'select-professor',
        task: null,
        errorMessage: '',
        selectedIds: [],
        typeFilter: null,
        notice: null,
      };
  }
}
