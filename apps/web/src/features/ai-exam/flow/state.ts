import type {
  ApiKeyStatus,
  Archive,
  CourseCategory,
  CoursesByCategory,
  SavedTask,
  Task,
  TaskResult,
} from '@pastexam/api-contract';
import type { AiExamNotice, AiExamView, ArchiveTypeFilter } from '@pastexam/ui/ai-exam';

export type Step = AiExamView['step'];

/** Everything the AI exam flow knows; changed only by `reduce`. */
export interface FlowState {
  opened: boolean;
  step: Step;
  /** Fetched the first time the modal opens, then kept (product §6.3); tried again only after a failure. */
  courses: { status: 'idle' | 'loading' | 'loaded' | 'failed'; data: CoursesByCategory | null };
  category: CourseCategory | null;
  courseId: number | null;
  professor: string | null;
  professors: string[];
  professorsLoading: boolean;
  /** The chosen professor's archives of every type, newest academic year first. */
  archives: Archive[];
  typeFilter: ArchiveTypeFilter;
  selectedIds: number[];
  notice: AiExamNotice | null;
  checking: boolean;
  taskId: string | null;
  /** Course and professor of the running or finished task, also when it was resumed from storage. */
  display: SavedTask['displayInfo'] | null;
  result: TaskResult | null;
  errorMessage: string;
  apiKey: { status: ApiKeyStatus | null; modalOpened: boolean; busy: boolean };
}

export type ToastKind = 'success' | 'error' | 'warning';

export type Transition = [FlowState, Effect[]];

export const stay = (state: FlowState): Transition => [state, []];

export function toast(kind: ToastKind, text: { title: string; message: string }): Effect {
  return { type: 'toast', kind, ...text };
}

/** What the flow asks the outside world to do; `createAiExamFlow` carries these out. */
export type Effect =
  | { type: 'load-courses' }
  | { type: 'load-key-status' }
  | { type: 'save-key'; key: string }
  | { type: 'remove-key' }
  | { type: 'check-saved-task' }
  | { type: 'load-professors'; courseId: number }
  | { type: 'load-archives'; courseId: number; professor: string }
  | { type: 'generate'; archiveIds: number[] }
  | { type: 'save-task'; taskId: string; displayInfo: SavedTask['displayInfo'] }
  | { type: 'clear-saved-task' }
  | { type: 'schedule-poll'; taskId: string }
  | { type: 'cancel-poll' }
  | { type: 'schedule-reset' }
  | { type: 'cancel-reset' }
  | { type: 'copy'; text: string }
  | { type: 'download'; fileName: string; text: string }
  | { type: 'toast'; kind: ToastKind; title: string; message: string }
  | { type: 'track-generated'; data: Record<string, string | number> }
  | { type: 'request-close' };

/** What happened: the user's actions and the answers to effects. */
export type FlowEvent =
  | { type: 'opened' }
  | { type: 'closed' }
  | { type: 'reset-due' }
  | { type: 'courses-loaded'; courses: CoursesByCategory }
  | { type: 'courses-failed' }
  | { type: 'key-status-loaded'; status: ApiKeyStatus }
  | { type: 'key-status-failed' }
  | { type: 'key-settings-opened' }
  | { type: 'key-settings-closed' }
  | { type: 'key-save-requested'; key: string }
  | { type: 'key-saved'; status: ApiKeyStatus }
  | { type: 'key-save-failed' }
  | { type: 'key-remove-requested' }
  | { type: 'key-removed'; status: ApiKeyStatus }
  | { type: 'key-remove-failed' }
  | { type: 'saved-task-checked'; saved: SavedTask | null; task: Task | null }
  | { type: 'category-changed'; category: CourseCategory | null }
  | { type: 'course-changed'; courseId: number | null }
  | { type: 'professors-loaded'; courseId: number; archives: Archive[] }
  | { type: 'professors-failed'; courseId: number }
  | { type: 'professor-changed'; professor: string | null }
  | { type: 'next' }
  | { type: 'archives-loaded'; courseId: number; professor: string; archives: Archive[] }
  | { type: 'archives-failed'; courseId: number; professor: string }
  | { type: 'back' }
  | { type: 'type-filter-changed'; filter: ArchiveTypeFilter }
  | { type: 'archive-toggled'; archiveId: number }
  | { type: 'start' }
  | { type: 'generate-succeeded'; taskId: string }
  | { type: 'generate-failed'; status: number | null }
  | { type: 'poll-answered'; taskId: string; task: Task }
  | { type: 'poll-failed'; taskId: string }
  | { type: 'copy-requested' }
  | { type: 'copied' }
  | { type: 'copy-failed' }
  | { type: 'download-requested' }
  | { type: 'regenerate-confirmed' }
  | { type: 'retry' };

/** The selections that closing the modal in a selection step forgets after 300 ms (product §6.9). */
export const emptySelection = {
  category: null,
  courseId: null,
  professor: null,
  professors: [],
  professorsLoading: false,
  archives: [],
  typeFilter: null,
  selectedIds: [],
  notice: null,
  checking: false,
  errorMessage: '',
} satisfies Partial<FlowState>;

export const initialFlowState: FlowState = {
  ...emptySelection,
  opened: false,
  step: 'loading',
  courses: { status: 'idle', data: null },
  taskId: null,
  display: null,
  result: null,
  apiKey: { status: null, modalOpened: false, busy: false },
};

/** Only midterms and finals can be used for a generation (product §6.5). */
export function isUsableArchive(archive: Pick<Archive, 'archive_type'>): boolean {
  return archive.archive_type === 'midterm' || archive.archive_type === 'final';
}

export function chosenCourseName(state: FlowState): string | null {
  if (state.category === null || state.courseId === null) return null;
  return state.courses.data?.[state.category].find((course) => course.id === state.courseId)?.name ?? null;
}

/** The download's file name: course and professor joined, with the mock exam suffix (product §6.7). */
export function downloadFileName(display: SavedTask['displayInfo']): string {
  return `${display.course_name}_${display.professor}_模擬試題.txt`;
}

/** What the modal shows for a state. */
export function toView(state: FlowState): AiExamView {
  const courseName = state.display?.course_name ?? chosenCourseName(state) ?? '';
  const professor = state.display?.professor ?? state.professor ?? '';
  switch (state.step) {
    case 'loading':
      return { step: 'loading' };
    case 'select-professor':
      return {
        step: 'select-professor',
        category: state.category,
        courses: state.category === null ? [] : (state.courses.data?.[state.category] ?? []),
        courseId: state.courseId,
        professors: state.professors,
        professorsLoading: state.professorsLoading,
        professor: state.professor,
        notice: state.notice,
        checking: state.checking,
      };
    case 'select-archives':
      return {
        step: 'select-archives',
        courseName: chosenCourseName(state) ?? '',
        professor: state.professor ?? '',
        archives: state.archives.filter(
          (archive) =>
            isUsableArchive(archive) &&
            (state.typeFilter === null || archive.archive_type === state.typeFilter),
        ),
        typeFilter: state.typeFilter,
        selectedIds: state.selectedIds,
      };
    case 'generating':
      return { step: 'generating', courseName, professor };
    case 'result':
      return state.result
        ? { step: 'result', courseName, professor, result: state.result }
        : { step: 'error', message: state.errorMessage };
    case 'error':
      return { step: 'error', message: state.errorMessage };
  }
}
