import type {
  ApiKeyStatus,
  Archive,
  CoursesByCategory,
  GenerateResponse,
  Task,
} from '@pastexam/api-contract';
import { reduce } from './reducer.ts';
import type { SavedTaskStore } from './saved-task.ts';
import { type Effect, type FlowEvent, type FlowState, initialFlowState, type ToastKind } from './state.ts';

/** product §9.4: the task status is asked every 5 seconds, and selections are reset 300 ms after closing. */
const POLL_INTERVAL_MS = 5000;
const RESET_DELAY_MS = 300;

/** The outside world the flow talks to; the app passes the real ones, tests pass loopback or in-memory ones. */
export interface FlowDeps {
  api: {
    getCourses(): Promise<CoursesByCategory>;
    getCourseArchives(courseId: number): Promise<Archive[]>;
    getApiKeyStatus(): Promise<ApiKeyStatus>;
    putApiKey(key: string): Promise<ApiKeyStatus>;
    generate(archiveIds: number[]): Promise<GenerateResponse>;
    getTask(taskId: string): Promise<Task>;
  };
  savedTask: SavedTaskStore;
  toast(kind: ToastKind, title: string, message: string): void;
  trackGenerated(data: Record<string, string | number>): void;
  copy(text: string): Promise<void>;
  download(fileName: string, text: string): void;
  /** The AI modal should close (its key dialog was dismissed without a key). */
  requestClose(): void;
  /** The HTTP status of a failed call, null when no answer arrived. */
  errorStatus(error: unknown): number | null;
  now(): number;
}

export interface AiExamFlow {
  getState(): FlowState;
  subscribe(listener: () => void): () => void;
  dispatch(event: FlowEvent): void;
  /** Stops the timers. Answers still on their way are ignored once the flow has been told it closed. */
  dispose(): void;
}

/** Runs the pure `reduce` and carries out the effects it asks for. */
export function createAiExamFlow(deps: FlowDeps): AiExamFlow {
  let state = initialFlowState;
  const listeners = new Set<() => void>();
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let resetTimer: ReturnType<typeof setTimeout> | undefined;

  function dispatch(event: FlowEvent): void {
    const [next, effects] = reduce(state, event);
    if (next !== state) {
      state = next;
      for (const listener of listeners) listener();
    }
    for (const effect of effects) run(effect);
  }

  /** Dispatches what a call answered, or `failed` when it threw. */
  function settle<T>(
    call: () => Promise<T>,
    done: (value: T) => FlowEvent,
    failed: (error: unknown) => FlowEvent,
  ) {
    call().then(
      (value) => dispatch(done(value)),
      (error: unknown) => dispatch(failed(error)),
    );
  }

  function checkSavedTask() {
    const saved = deps.savedTask.load();
    if (!saved) return dispatch({ type: 'saved-task-checked', saved: null, task: null });
    settle(
      () => deps.api.getTask(saved.taskId),
      (task) => ({ type: 'saved-task-checked', saved, task }),
      () => ({ type: 'saved-task-checked', saved, task: null }),
    );
  }

  function run(effect: Effect) {
    const { api } = deps;
    switch (effect.type) {
      case 'load-courses':
        return settle(
          api.getCourses,
          (courses) => ({ type: 'courses-loaded', courses }),
          () => ({ type: 'courses-failed' }),
        );
      case 'load-key-status':
        return settle(
          api.getApiKeyStatus,
          (status) => ({ type: 'key-status-loaded', status }),
          () => ({ type: 'key-status-failed' }),
        );
      case 'save-key':
        return settle(
          () => api.putApiKey(effect.key),
          (status) => ({ type: 'key-saved', status }),
          () => ({ type: 'key-save-failed' }),
        );
      case 'remove-key':
        return settle(
          () => api.putApiKey(''),
          (status) => ({ type: 'key-removed', status }),
          () => ({ type: 'key-remove-failed' }),
        );
      case 'check-saved-task':
        return checkSavedTask();
      case 'load-professors': {
        const { courseId } = effect;
        return settle(
          () => api.getCourseArchives(courseId),
          (archives) => ({ type: 'professors-loaded', courseId, archives }),
          () => ({ type: 'professors-failed', courseId }),
        );
      }
      case 'load-archives': {
        const { courseId, professor } = effect;
        return settle(
          () => api.getCourseArchives(courseId),
          (archives) => ({ type: 'archives-loaded', courseId, professor, archives }),
          () => ({ type: 'archives-failed', courseId, professor }),
        );
      }
      case 'generate':
        return settle(
          () => api.generate(effect.archiveIds),
          ({ task_id }) => ({ type: 'generate-succeeded', taskId: task_id }),
          (error) => ({ type: 'generate-failed', status: deps.errorStatus(error) }),
        );
      case 'save-task':
        return deps.savedTask.save({
          taskId: effect.taskId,
          displayInfo: effect.displayInfo,
          timestamp: deps.now(),
        });
      case 'clear-saved-task':
        return deps.savedTask.clear();
      case 'schedule-poll': {
        clearTimeout(pollTimer);
        const { taskId } = effect;
        pollTimer = setTimeout(() => {
          pollTimer = undefined;
          settle(
            () => api.getTask(taskId),
            (task) => ({ type: 'poll-answered', taskId, task }),
            () => ({ type: 'poll-failed', taskId }),
          );
        }, POLL_INTERVAL_MS);
        return;
      }
      case 'cancel-poll':
        clearTimeout(pollTimer);
        pollTimer = undefined;
        return;
      case 'schedule-reset':
        clearTimeout(resetTimer);
        resetTimer = setTimeout(() => dispatch({ type: 'reset-due' }), RESET_DELAY_MS);
        return;
      case 'cancel-reset':
        clearTimeout(resetTimer);
        resetTimer = undefined;
        return;
      case 'copy':
        return settle(
          () => deps.copy(effect.text),
          () => ({ type: 'copied' }),
          () => ({ type: 'copy-failed' }),
        );
      case 'download':
        return deps.download(effect.fileName, effect.text);
      case 'toast':
        return deps.toast(effect.kind, effect.title, effect.message);
      case 'track-generated':
        return deps.trackGenerated(effect.data);
      case 'request-close':
        return deps.requestClose();
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    dispose() {
      clearTimeout(pollTimer);
      clearTimeout(resetTimer);
    },
  };
}
