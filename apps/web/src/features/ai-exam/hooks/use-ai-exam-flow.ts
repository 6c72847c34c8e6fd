import { routeErrorCode, routes } from '@pastexam/api-contract';
import type { AiExamHandlers, AiExamView, ApiKeyModalProps } from '@pastexam/ui/ai-exam';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { courseArchivesQuery, coursesQuery } from '../../../api/shared-queries.ts';
import { track } from '../../../lib/analytics.ts';
import { useServices } from '../../../lib/services.tsx';
import { useGenerateExam } from '../api/generate-exam.ts';
import { useApiKeyQuery } from '../api/get-api-key.ts';
import { finishedResult, isRunning, seedPendingTask, useTaskQuery } from '../api/get-task.ts';
import { usePutApiKey } from '../api/put-api-key.ts';
import { useMarkQuestion } from '../api/task-changes.ts';
import { copyExamText, downloadExamText } from '../flow/exam-text.ts';
import { messages } from '../flow/messages.ts';
import { initialState, reduce } from '../flow/reducer.ts';
import { createSavedTaskStore } from '../flow/saved-task.ts';
import { courseNameOf, downloadFileName, toView } from '../flow/view.ts';

/** product §6.9: the selections are forgotten 300 ms after the modal closes in a selection step. */
export const RESET_DELAY_MS = 300;

type Text = { title: string; message: string };
type QueryStatus = { isError: boolean; isFetching: boolean; errorUpdatedAt: number };

/** One error toast per failed request of a query the open modal reads; a retry that is still running waits. */
function useErrorToast(query: QueryStatus, active: boolean, text: Text) {
  const failedAt = active && query.isError && !query.isFetching ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(text.title, text.message);
  }, [failedAt, text]);
}

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
 * The AI exam modal (product §6) for as long as the caller is mounted (one signed-in session of the shell):
 * the data comes from queries shared with the rest of the app, the user's choices from `reduce`, and a task
 * being generated is kept in local storage so that closing the modal or reloading the page resumes it.
 */
export function useAiExamFlow(
  opened: boolean,
  onClose: () => void,
  { onOpenSource, onOpenExam }: AiExamLinks,
): AiExamFlow {
  const { api, queryClient } = useServices();
  const confirm = useConfirm();
  const mark = useMarkQuestion();
  const [state, dispatch] = useReducer(reduce, initialState);
  const [savedTask] = useState(() => createSavedTaskStore(window.localStorage));

  const courses = useQuery({ ...coursesQuery(api), enabled: opened });
  const courseChosen = opened && state.courseId !== null;
  const archives = useQuery({ ...courseArchivesQuery(api, state.courseId ?? 0), enabled: courseChosen });
  const keyStatus = useApiKeyQuery(opened);
  const putKey = usePutApiKey();
  const generate = useGenerateExam();
  const taskId = state.task?.taskId ?? null;
  const following = opened && (state.step === 'loading' || state.step === 'generating');
  const task = useTaskQuery(taskId, following);

  useErrorToast(courses, opened, messages.coursesFailed);
  useErrorToast(archives, courseChosen, messages.professorsFailed);
  useErrorToast(keyStatus, opened, messages.keyStatusFailed);

  useEffect(() => {
    if (opened) {
      dispatch({ type: 'opened', saved: savedTask.load() });
      return;
    }
    dispatch({ type: 'closed' });
    const timer = setTimeout(() => dispatch({ type: 'reset-due' }), RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened, savedTask]);

  // Without a key nothing can be generated, so the key dialog comes first.
  const keyMissing = keyStatus.data?.has_api_key === false;
  useEffect(() => {
    if (opened && keyMissing) dispatch({ type: 'key-missing' });
  }, [opened, keyMissing]);

  // The step follows each answer about the task. A resumed task waits for a fresh answer, not an old one.
  const { step, task: followed, category } = state;
  const answer = task.data;
  const waiting = task.isFetching && step === 'loading';
  const unreachable = task.isError && !task.isFetching;
  useEffect(() => {
    if (!following || taskId === null || followed === null || waiting) return;
    if (unreachable) {
      // The task may still be running: it stays saved, and the next opening asks about it again.
      toast.error(messages.pollFailed.title, messages.pollFailed.message);
      dispatch({ type: 'failed', message: messages.pollFailed.message });
      return;
    }
    if (!answer) return;
    if (isRunning(answer)) {
      dispatch({ type: 'task-running' });
      return;
    }
    const result = finishedResult(answer);
    if (result) {
      if (step === 'generating') {
        toast.success(messages.generated.title, messages.generated.message);
        track('generate-ai-exam', {
          category: category ?? 'resumed',
          courseName: followed.displayInfo.course_name,
          professor: followed.displayInfo.professor,
          archivesUsed: result.archives_used.length,
        });
      }
      dispatch({ type: 'task-done' });
      return;
    }
    savedTask.clear();
    if (step === 'loading') {
      dispatch({ type: 'task-gone' });
    } else {
      toast.error(messages.generationFailed.title, messages.generationFailed.message);
      dispatch({ type: 'failed', message: messages.generationFailed.message });
    }
  }, [following, taskId, followed, waiting, unreachable, answer, step, category, savedTask]);

  function next() {
    const { courseId, professor } = state;
    if (courseId === null || professor === null || state.checking) return;
    dispatch({ type: 'next' });
    // Through the cache: the list the professors came from is used unless it has gone stale.
    queryClient.fetchQuery(courseArchivesQuery(api, courseId)).then(
      (list) => dispatch({ type: 'archives-checked', courseId, professor, archives: list }),
      () => {
        toast.error(messages.archivesFailed.title, messages.archivesFailed.message);
        dispatch({ type: 'archives-unavailable' });
      },
    );
  }

  function start() {
    const courseName = courseNameOf(state, courses.data);
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
          toast.warning(messages.conflict.title, messages.conflict.message);
          dispatch({ type: 'conflict' });
        } else {
          toast.error(messages.submitFailed.title, messages.submitFailed.message);
          dispatch({ type: 'failed', message: messages.submitFailed.message });
        }
      },
    });
  }

  function restart() {
    savedTask.clear();
    dispatch({ type: 'restart' });
  }

  const result = state.step === 'result' && answer ? finishedResult(answer) : null;

  function download() {
    if (result && followed)
      downloadExamText(result.generated_content, downloadFileName(followed.displayInfo));
  }

  function leaveFor(view: 'page' | 'print') {
    if (taskId === null) return;
    onClose();
    onOpenExam(taskId, view);
  }

  function putApiKey(key: string, done: Text, failed: Text) {
    if (putKey.isPending) return;
    putKey.mutate(key, {
      onSuccess: (status) => {
        toast.success(done.title, done.message);
        if (status.has_api_key) dispatch({ type: 'key-saved' });
      },
      onError: () => toast.error(failed.title, failed.message),
    });
  }

  return {
    view: toView(state, {
      courses: courses.data,
      courseArchives: state.courseId === null ? undefined : archives.data,
      professorsLoading: courseChosen && archives.isPending,
      task: answer,
    }),
    handlers: {
      onCategoryChange: (value) => dispatch({ type: 'category-changed', category: value }),
      onCourseChange: (courseId) => dispatch({ type: 'course-changed', courseId }),
      onProfessorChange: (professor) => dispatch({ type: 'professor-changed', professor }),
      onNext: next,
      onBack: () => dispatch({ type: 'back' }),
      onTypeFilterChange: (filter) => dispatch({ type: 'type-filter-changed', filter }),
      onToggleArchive: (archiveId) => dispatch({ type: 'archive-toggled', archiveId }),
      onStart: start,
      onCopy: () => void (result && copyExamText(result.generated_content)),
      onDownload: download,
      onRegenerate: () =>
        void confirm({ ...messages.regenerate, confirmLabel: '確定' }).then((yes) => yes && restart()),
      onRetry: restart,
      onOpenSource,
      onMark: (key, value) => taskId !== null && mark.mutate({ taskId, key, mark: value }),
      onOpenPage: () => leaveFor('page'),
      onPrint: () => leaveFor('print'),
    },
    onOpenApiKey: () => {
      dispatch({ type: 'key-dialog-opened' });
      // The status could not be read when the modal opened; the dialog would otherwise wait on it forever.
      if (keyStatus.data === undefined) void keyStatus.refetch();
    },
    keyModal: {
      opened: opened && state.keyDialog !== 'closed',
      status: keyStatus.data ?? null,
      busy: putKey.isPending,
      onSave: (key) => {
        if (key.trim() !== '') putApiKey(key.trim(), messages.keySaved, messages.keySaveFailed);
      },
      onRemove: () => putApiKey('', messages.keyRemoved, messages.keyRemoveFailed),
      onClose: () => {
        dispatch({ type: 'key-dialog-closed' });
        // Without a key the AI modal cannot do anything, so it goes away with the key dialog.
        if (keyMissing) onClose();
      },
    },
  };
}
