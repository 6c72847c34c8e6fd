import type { ApiKeyStatus, Archive, CoursesByCategory, Task } from '@pastexam/api-contract';
import type { FlowDeps } from './flow.ts';
import { createSavedTaskStore } from './saved-task.ts';

export const courses: CoursesByCategory = {
  freshman: [],
  sophomore: [
    { id: 11, name: '資料結構' },
    { id: 12, name: '計算機組織' },
  ],
  junior: [],
  senior: [],
  graduate: [],
  interdisciplinary: [],
  general: [],
};

export function archive(id: number, fields: Partial<Archive> = {}): Archive {
  return {
    id,
    name: `考古題 ${id}`,
    professor: '王教授',
    academic_year: 110 + id,
    archive_type: 'midterm',
    has_answers: false,
    download_count: 0,
    uploader_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function task(taskId: string, status: Task['status'], content = ''): Task {
  return {
    task_id: taskId,
    status,
    result:
      status === 'complete'
        ? {
            generated_content: content,
            archives_used: [
              {
                id: 1,
                name: '考古題 1',
                academic_year: 111,
                archive_type: 'midterm',
                professor: '王教授',
                course: '資料結構',
              },
            ],
          }
        : null,
    error: status === 'failed' ? '生成失敗' : null,
    created_at: null,
  };
}

type Answer<T> = T | Error;

function answer<T>(value: Answer<T>): Promise<T> {
  return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
}

/** An HTTP failure with the status the flow looks at. */
export class StatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/**
 * In-memory stand-ins for the server, the browser and the toasts, each recording what the flow asked of it.
 * The HTTP layer itself is tested against a real loopback server in the container's tests.
 */
export function fakeDeps() {
  const server = {
    courses: courses as Answer<CoursesByCategory>,
    archives: [archive(1), archive(2, { archive_type: 'final' }), archive(3), archive(4)] as Answer<
      Archive[]
    >,
    keyStatus: { has_api_key: true, api_key_masked: '****1234' } as Answer<ApiKeyStatus>,
    putKey: (key: string): Answer<ApiKeyStatus> => ({
      has_api_key: key !== '',
      api_key_masked: key ? `****${key.slice(-4)}` : null,
    }),
    generate: { task_id: 'task-1' } as Answer<{ task_id: string }>,
    tasks: new Map<string, Answer<Task>>(),
  };
  const calls = {
    getCourses: 0,
    getTask: [] as string[],
    generate: [] as number[][],
    putKey: [] as string[],
    toasts: [] as { kind: string; title: string; message: string }[],
    tracked: [] as Record<string, string | number>[],
    copied: [] as string[],
    downloads: [] as { fileName: string; text: string }[],
    closeRequests: 0,
  };
  let copyWorks = true;
  const deps: FlowDeps = {
    api: {
      getCourses: () => {
        calls.getCourses += 1;
        return answer(server.courses);
      },
      getCourseArchives: () => answer(server.archives),
      getApiKeyStatus: () => answer(server.keyStatus),
      putApiKey: (key) => {
        calls.putKey.push(key);
        return answer(server.putKey(key));
      },
      generate: (ids) => {
        calls.generate.push(ids);
        return answer(server.generate);
      },
      getTask: (taskId) => {
        calls.getTask.push(taskId);
        return answer(server.tasks.get(taskId) ?? task(taskId, 'not_found'));
      },
    },
    savedTask: createSavedTaskStore(localStorage),
    toast: (kind, title, message) => calls.toasts.push({ kind, title, message }),
    trackGenerated: (data) => calls.tracked.push(data),
    copy: (text) => {
      if (!copyWorks) return Promise.reject(new Error('denied'));
      calls.copied.push(text);
      return Promise.resolve();
    },
    download: (fileName, text) => calls.downloads.push({ fileName, text }),
    requestClose: () => {
      calls.closeRequests += 1;
    },
    errorStatus: (error) => (error instanceof StatusError ? error.status : null),
    now: () => 1_700_000_000_000,
  };
  return {
    deps,
    server,
    calls,
    breakClipboard: () => {
      copyWorks = false;
    },
  };
}
