import { MAX_ARCHIVES_PER_EXAM, type Task } from '@pastexam/api-contract';
import { isKeyEvent, reduceKey } from './key-reducer.ts';
import { messages } from './messages.ts';
import {
  chosenCourseName,
  downloadFileName,
  type Effect,
  emptySelection,
  type FlowEvent,
  type FlowState,
  isUsableArchive,
  stay,
  type Transition,
  toast,
} from './state.ts';

/**
 * The error step and toast (product §6.8). A task that cannot finish is forgotten; one whose status could
 * not be asked may still be running, so it stays saved and the next opening of the modal resumes it.
 */
function fail(state: FlowState, text: { title: string; message: string }, forgetTask = true): Transition {
  return [
    { ...state, step: 'error', errorMessage: text.message, taskId: null },
    [...(forgetTask ? [{ type: 'clear-saved-task' } as const] : []), toast('error', text)],
  ];
}

/** Back to choosing, with nothing of the last task kept (error 重試, result 重新生成). */
function restart(state: FlowState): Transition {
  return [
    {
      ...state,
      step: 'select-professor',
      taskId: null,
      display: null,
      result: null,
      errorMessage: '',
      archives: [],
      selectedIds: [],
      typeFilter: null,
      notice: null,
    },
    [{ type: 'cancel-poll' }, { type: 'clear-saved-task' }],
  ];
}

function onSavedTask(
  state: FlowState,
  event: Extract<FlowEvent, { type: 'saved-task-checked' }>,
): Transition {
  if (!state.opened || state.step !== 'loading') return stay(state);
  const { saved, task } = event;
  if (saved && task?.status === 'complete' && task.result && task.result.generated_content !== '') {
    return [
      { ...state, step: 'result', taskId: saved.taskId, display: saved.displayInfo, result: task.result },
      [],
    ];
  }
  if (saved && (task?.status === 'pending' || task?.status === 'in_progress')) {
    return [
      { ...state, step: 'generating', taskId: saved.taskId, display: saved.displayInfo, result: null },
      [{ type: 'schedule-poll', taskId: saved.taskId }],
    ];
  }
  return [
    { ...state, step: 'select-professor', taskId: null, display: null, result: null },
    saved ? [{ type: 'clear-saved-task' }] : [],
  ];
}

function onPoll(state: FlowState, taskId: string, task: Task): Transition {
  if (!state.opened || state.step !== 'generating' || state.taskId !== taskId) return stay(state);
  if (task.status === 'pending' || task.status === 'in_progress') {
    return [state, [{ type: 'schedule-poll', taskId }]];
  }
  if (task.status === 'complete' && task.result && task.result.generated_content !== '') {
    const display = state.display;
    return [
      { ...state, step: 'result', result: task.result },
      [
        toast('success', messages.generated),
        {
          type: 'track-generated',
          data: {
            category: state.category ?? 'resumed',
            courseName: display?.course_name ?? 'resumed',
            professor: display?.professor ?? 'resumed',
            archivesUsed: task.result.archives_used.length,
          },
        },
      ],
    ];
  }
  return fail(state, messages.generationFailed);
}

function onArchives(state: FlowState, event: Extract<FlowEvent, { type: 'archives-loaded' }>): Transition {
  if (!state.checking || state.courseId !== event.courseId || state.professor !== event.professor) {
    return stay(state);
  }
  const archives = event.archives
    .filter((archive) => archive.professor === event.professor)
    .sort((a, b) => b.academic_year - a.academic_year);
  const checked = { ...state, checking: false, archives };
  if (archives.length === 0) return stay({ ...checked, notice: { kind: 'warning', ...messages.noArchives } });
  if (!archives.some(isUsableArchive)) {
    return stay({ ...checked, notice: { kind: 'error', ...messages.noMidtermOrFinal } });
  }
  return stay({ ...checked, step: 'select-archives', selectedIds: [], typeFilter: null, notice: null });
}

function professorsOf(event: Extract<FlowEvent, { type: 'professors-loaded' }>): string[] {
  const names = new Set(event.archives.map((archive) => archive.professor).filter((name) => name !== ''));
  return [...names].sort((a, b) => a.localeCompare(b, 'zh-TW'));
}

/** The AI exam flow of product §6 as a pure function: the next state and what to do about it. */
export function reduce(state: FlowState, event: FlowEvent): Transition {
  if (isKeyEvent(event)) return reduceKey(state, event);
  switch (event.type) {
    case 'opened': {
      const loadCourses = state.courses.status === 'idle' || state.courses.status === 'failed';
      return [
        {
          ...state,
          opened: true,
          step: 'loading',
          courses: loadCourses ? { ...state.courses, status: 'loading' } : state.courses,
        },
        [
          { type: 'cancel-reset' },
          ...(loadCourses ? [{ type: 'load-courses' } as const] : []),
          { type: 'load-key-status' },
          { type: 'check-saved-task' },
        ],
      ];
    }
    case 'closed':
      return [
        { ...state, opened: false, apiKey: { ...state.apiKey, modalOpened: false } },
        [{ type: 'cancel-poll' }, { type: 'schedule-reset' }],
      ];
    case 'reset-due':
      return state.opened || (state.step !== 'select-professor' && state.step !== 'select-archives')
        ? stay(state)
        : stay({ ...state, ...emptySelection });
    case 'courses-loaded':
      return stay({ ...state, courses: { status: 'loaded', data: event.courses } });
    case 'courses-failed':
      return [
        { ...state, courses: { status: 'failed', data: null } },
        [toast('error', messages.coursesFailed)],
      ];
    case 'saved-task-checked':
      return onSavedTask(state, event);
    case 'category-changed':
      if (event.category === state.category) return stay(state);
      return stay({ ...state, ...emptySelection, category: event.category });
    case 'course-changed':
      if (event.courseId === state.courseId) return stay(state);
      return [
        {
          ...state,
          courseId: event.courseId,
          professor: null,
          professors: [],
          professorsLoading: event.courseId !== null,
          archives: [],
          selectedIds: [],
          notice: null,
          checking: false,
        },
        event.courseId === null ? [] : [{ type: 'load-professors', courseId: event.courseId }],
      ];
    case 'professors-loaded':
      if (event.courseId !== state.courseId) return stay(state);
      return stay({ ...state, professors: professorsOf(event), professorsLoading: false });
    case 'professors-failed':
      if (event.courseId !== state.courseId) return stay(state);
      return [{ ...state, professorsLoading: false }, [toast('error', messages.professorsFailed)]];
    case 'professor-changed':
      return stay({
        ...state,
        professor: event.professor,
        archives: [],
        selectedIds: [],
        notice: null,
        checking: false,
      });
    case 'next':
      if (
        state.step !== 'select-professor' ||
        state.checking ||
        state.courseId === null ||
        state.professor === null
      ) {
        return stay(state);
      }
      return [
        { ...state, checking: true, notice: null },
        [{ type: 'load-archives', courseId: state.courseId, professor: state.professor }],
      ];
    case 'archives-loaded':
      return onArchives(state, event);
    case 'archives-failed':
      if (!state.checking || state.courseId !== event.courseId || state.professor !== event.professor) {
        return stay(state);
      }
      return [{ ...state, checking: false }, [toast('error', messages.archivesFailed)]];
    case 'back':
      return stay({ ...state, step: 'select-professor', selectedIds: [], typeFilter: null });
    case 'type-filter-changed':
      return stay({ ...state, typeFilter: event.filter });
    case 'archive-toggled': {
      if (state.step !== 'select-archives') return stay(state);
      const archive = state.archives.find((candidate) => candidate.id === event.archiveId);
      if (!archive || !isUsableArchive(archive)) return stay(state);
      if (state.selectedIds.includes(event.archiveId)) {
        return stay({ ...state, selectedIds: state.selectedIds.filter((id) => id !== event.archiveId) });
      }
      if (state.selectedIds.length >= MAX_ARCHIVES_PER_EXAM) return stay(state);
      return stay({ ...state, selectedIds: [...state.selectedIds, event.archiveId] });
    }
    case 'start': {
      const courseName = chosenCourseName(state);
      if (
        state.step !== 'select-archives' ||
        state.selectedIds.length === 0 ||
        !courseName ||
        !state.professor
      ) {
        return stay(state);
      }
      return [
        {
          ...state,
          step: 'generating',
          taskId: null,
          result: null,
          display: { course_name: courseName, professor: state.professor },
        },
        [{ type: 'clear-saved-task' }, { type: 'generate', archiveIds: state.selectedIds }],
      ];
    }
    case 'generate-succeeded': {
      if (state.taskId !== null || !state.display) return stay(state);
      const saved: Effect = { type: 'save-task', taskId: event.taskId, displayInfo: state.display };
      // Closed (or reopened) meanwhile: the saved task lets the next opening resume it.
      if (!state.opened || state.step !== 'generating') return [state, [saved]];
      return [{ ...state, taskId: event.taskId }, [saved, { type: 'schedule-poll', taskId: event.taskId }]];
    }
    case 'generate-failed':
      if (state.step !== 'generating' || state.taskId !== null) return stay(state);
      if (event.status === 409) {
        return [{ ...state, step: 'select-archives', display: null }, [toast('warning', messages.conflict)]];
      }
      return fail(state, messages.submitFailed);
    case 'poll-answered':
      return onPoll(state, event.taskId, event.task);
    case 'poll-failed':
      if (!state.opened || state.step !== 'generating' || state.taskId !== event.taskId) return stay(state);
      return fail(state, messages.pollFailed, false);
    case 'copy-requested':
      return state.result ? [state, [{ type: 'copy', text: state.result.generated_content }]] : stay(state);
    case 'copied':
      return [state, [toast('success', messages.copied)]];
    case 'copy-failed':
      return [state, [toast('error', messages.copyFailed)]];
    case 'download-requested':
      if (!state.result || !state.display) return stay(state);
      return [
        state,
        [
          {
            type: 'download',
            fileName: downloadFileName(state.display),
            text: state.result.generated_content,
          },
          toast('success', messages.downloaded),
        ],
      ];
    case 'regenerate-confirmed':
      return state.step === 'result' ? restart(state) : stay(state);
    case 'retry':
      return state.step === 'error' ? restart(state) : stay(state);
  }
}
