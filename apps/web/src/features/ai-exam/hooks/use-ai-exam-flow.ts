import { toast } from '@pastexam/ui/toast';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { track } from '../../../lib/analytics.ts';
import { type ApiClient, errorStatus } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useServices } from '../../../lib/services.tsx';
import { getApiKeyStatus, putApiKey } from '../api/api-key.ts';
import { getCourseArchives, getCourses } from '../api/courses.ts';
import { generateExam, getTask } from '../api/tasks.ts';
import { type AiExamFlow, createAiExamFlow, type FlowDeps } from '../flow/flow.ts';
import { createSavedTaskStore } from '../flow/saved-task.ts';
import type { FlowState } from '../flow/state.ts';

function browserDeps(api: ApiClient, requestClose: () => void): FlowDeps {
  return {
    api: {
      getCourses: () => getCourses(api),
      getCourseArchives: (courseId) => getCourseArchives(api, courseId),
      getApiKeyStatus: () => getApiKeyStatus(api),
      putApiKey: (key) => putApiKey(api, key),
      generate: (archiveIds) => generateExam(api, archiveIds),
      getTask: (taskId) => getTask(api, taskId),
    },
    savedTask: createSavedTaskStore(window.localStorage),
    toast: (kind, title, message) => toast[kind](title, message),
    trackGenerated: (data) => track('generate-ai-exam', data),
    copy: (text) => navigator.clipboard.writeText(text),
    download: (fileName, text) => saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName),
    requestClose,
    errorStatus,
    now: Date.now,
  };
}

/**
 * The AI exam flow for as long as the caller is mounted (one signed-in session of the app shell), so the course
 * list is fetched once and a running task survives closing the modal. `opened` drives the flow's open and close.
 */
export function useAiExamFlow(opened: boolean, onClose: () => void): [FlowState, AiExamFlow['dispatch']] {
  const { api } = useServices();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [flow] = useState(() => createAiExamFlow(browserDeps(api, () => onCloseRef.current())));
  const state = useSyncExternalStore(flow.subscribe, flow.getState);

  useEffect(() => {
    if (!opened) return;
    flow.dispatch({ type: 'opened' });
    return () => flow.dispatch({ type: 'closed' });
  }, [flow, opened]);

  useEffect(() => () => flow.dispose(), [flow]);

  return [state, flow.dispatch];
}
