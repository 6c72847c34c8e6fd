import { routeErrorCode, routes } from '@pastexam/api-contract';
import type { AiExamHandlers, AiExamView, ApiKeyModalProps } from '@pastexam/ui/ai-exam';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { toast } from '@pastexam/ui/toast';
import { type Dispatch, useEffect, useReducer, useState } from 'react';
import { courseArchivesQuery } from '../../../api/shared-queries.ts';
import { useServices } from '../../../lib/services.tsx';
import { useGenerateExam } from '../api/generate-exam.ts';
import { finishedResult, seedPendingTask } from '../api/get-task.ts';
import { useMarkQuestion } from '../api/task-changes.ts';
import { copyExamText, downloadExamText } from '../flow/exam-text.ts';
import { type AiExamT, messages, said } from '../flow/messages.ts';
import { type AiExamEvent, type AiExamState, initialState, noticeIn, reduce } from '../flow/reducer.ts';
import { createSavedTaskStore, type SavedTaskStore } from '../flow/saved-task.ts';
import { courseNameOf, downloadFileName, toView } from '../flow/view.ts';
import { type AiExamServerState, useAiExamServerState } from './use-ai-exam-server.ts';
import { useApiKeyDialog } from './use-api-key-dialog.ts';
import { useFollowedTask } from './use-followed-task.ts';

/** product §6.9: the selections are forgotten 300 ms after the modal closes in a selection step. */
export const RESET_DELAY_MS = 300;

/** Where the modal leads out of itself: a source's past exam, and the generated exam's own page or print view. */
export type AiExamLinks = {
  onOpenSource: AiExamHandlers['onOpenSource'];
  /** Called with the task after the modal has been asked to close; the task stays where the modal resumes it. */
  onOpenExam: (taskId: string, view: 'page' | 'print') => void;
};

export type AiExamFlow = {
  view: AiExamView;
  handlers: AiExamHandlers;
  onOpenApiKey: () => void;
  keyModal: Omit<ApiKeyModalProps, 'stackId'>;
};

/**
 * The user's draft of an exam: their choices (`reduce`), and the task being generated, kept in local storage so
 * that closing the modal or reloading the page resumes it. Opening resumes it; closing forgets the choices a
 * moment later.
 */
function useLocalDraft(opened: boolean) {
  const [state, dispatch] = useReducer(reduce, initialState);
  const [savedTask] = useState(() => createSavedTaskStore(window.localStorage));
  useEffect(() => {
    if (opened) {
      dispatch({ type: 'opened', saved: savedTask.load() });
      return;
    }
    dispatch({ type: 'closed' });
    const timer = setTimeout(() => dispatch({ type: 'reset-due' }), RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened, savedTask]);
  return { state, dispatch, savedTask };
}

type Draft = { state: AiExamState; dispatch: Dispatch<AiExamEvent>; savedTask: SavedTaskStore };

/** 下一步 and 開始生成: the professor's archives checked through the cache, then the task submitted and saved. */
function useSteps({ state, dispatch, savedTask }: Draft, server: AiExamServerState, t: AiExamT) {
  const { api, queryClient } = useServices();
  const generate = useGenerateExam();

  function next() {
    const { courseId, professor } = state;
    if (courseId === null || professor === null || state.checking) return;
    dispatch({ type: 'next' });
    // Through the cache: the list the professors came from is used unless it has gone stale.
    queryClient.fetchQuery(courseArchivesQuery(api, courseId)).then(
      (list) => dispatch({ type: 'archives-checked', courseId, professor, archives: list }),
      () => {
        const { title, message } = said(t, messages.archivesFailed);
        toast.error(title, message);
        dispatch({ type: 'archives-unavailable' });
      },
    );
  }

  function start() {
    const courseName = courseNameOf(state, server.courses.data);
    const archiveIds = state.selectedIds;
    if (state.step !== 'select-archives' || archiveIds.length === 0 || !courseName || !state.professor)
      return;
    const displayInfo = { course_name: courseName, professor: state.professor };
    savedTask.clear();
    dispatch({ type: 'started', displayInfo });
    generate.mutate(archiveIds, {
      onSuccess: ({ task_id }) => {
        savedTask.save({ taskId: task_id, displayInfo, timestamp: Date.now() });
        seedPendingTask(queryClient, task_id);
        dispatch({ type: 'submitted', taskId: task_id });
      },
      onError: (error) => {
        if (routeErrorCode(error, routes.aiExam.generate) === 'task_conflict') {
          const { title, message } = said(t, messages.conflict);
          toast.warning(title, message);
          dispatch({ type: 'conflict' });
        } else {
          const { title, message } = said(t, messages.submitFailed);
          toast.error(title, message);
          dispatch({ type: 'failed', message });
        }
      },
    });
  }

  function restart() {
    savedTask.clear();
    dispatch({ type: 'restart' });
  }

  return { next, start, restart };
}

/**
 * The AI exam modal (product §6) for as long as the caller is mounted (one signed-in session of the shell): its
 * server state (`useAiExamServerState`), the user's draft, and the side effects of the task it follows.
 */
export function useAiExamFlow(
  opened: boolean,
  onClose: () => void,
  { onOpenSource, onOpenExam }: AiExamLinks,
): AiExamFlow {
  const t = useT(aiExamMessages);
  const confirm = useConfirm();
  const mark = useMarkQuestion();
  const draft = useLocalDraft(opened);
  const { state, dispatch } = draft;
  const server = useAiExamServerState(opened, state);
  const { keyModal, onOpenApiKey } = useApiKeyDialog(opened, onClose, state, dispatch, server);
  useFollowedTask(state, dispatch, server, draft.savedTask);
  const { next, start, restart } = useSteps(draft, server, t);

  const { taskId } = server;
  const answer = server.task.data;
  const result = state.step === 'result' && answer ? finishedResult(answer) : null;
  const followed = state.task;

  function download() {
    if (result && followed)
      downloadExamText(result.generated_content, downloadFileName(followed.displayInfo, t), t);
  }

  function leaveFor(view: 'page' | 'print') {
    if (taskId === null) return;
    onClose();
    onOpenExam(taskId, view);
  }

  const view = toView(state, {
    courses: server.courses.data,
    courseArchives: state.courseId === null ? undefined : server.archives.data,
    professorsLoading: server.courseChosen && server.archives.isPending,
    task: answer,
  });
  // The state records a notice in zh-TW: the modal says it in the reader's language.
  if (view.step === 'select-professor' && state.notice) view.notice = noticeIn(t, state.notice.reason);

  return {
    view,
    handlers: {
      onCategoryChange: (value) => dispatch({ type: 'category-changed', category: value }),
      onCourseChange: (courseId) => dispatch({ type: 'course-changed', courseId }),
      onProfessorChange: (professor) => dispatch({ type: 'professor-changed', professor }),
      onNext: next,
      onBack: () => dispatch({ type: 'back' }),
      onTypeFilterChange: (filter) => dispatch({ type: 'type-filter-changed', filter }),
      onToggleArchive: (archiveId) => dispatch({ type: 'archive-toggled', archiveId }),
      onStart: start,
      onCopy: () => void (result && copyExamText(result.generated_content, t)),
      onDownload: download,
      onRegenerate: () =>
        void confirm({ ...said(t, messages.regenerate), confirmLabel: t('ai-exam.regenerateConfirm') }).then(
          (yes) => yes && restart(),
        ),
      onRetry: restart,
      onOpenSource,
      onMark: (key, value) => taskId !== null && mark.mutate({ taskId, key, mark: value }),
      onOpenPage: () => leaveFor('page'),
      onPrint: () => leaveFor('print'),
    },
    onOpenApiKey,
    keyModal,
  };
}
