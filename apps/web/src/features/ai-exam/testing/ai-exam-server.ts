import type { ApiKeyStatus, CoursesByCategory, ListedArchive, Task } from '@pastexam/api-contract';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { startTestServer, type TestResponse } from '../../../testing/test-server.ts';

export const courses: CoursesByCategory = {
  freshman: [],
  sophomore: [
    { id: 11, name: '資料結構', has_midterm_or_final: true },
    { id: 12, name: '計算機組織', has_midterm_or_final: true },
    // Only quizzes: listed, but no mock exam can be made from it.
    { id: 13, name: '離散數學', has_midterm_or_final: false },
  ],
  junior: [],
  senior: [],
  graduate: [],
  interdisciplinary: [],
  general: [],
};

export function archive(id: number, fields: Partial<ListedArchive> = {}): ListedArchive {
  return {
    id,
    name: `考古題 ${id}`,
    professor: '王教授',
    academic_year: 110 + id,
    archive_type: 'midterm',
    has_answers: false,
    download_count: 0,
    question_count: 0,
    answered_count: 0,
    uploader_id: null,
    created_at: '2026-01-01T00:00:00.000Z',
    message_count: 0,
    ...fields,
  };
}

export function task(taskId: string, status: Task['status'], content = ''): Task {
  return {
    task_id: taskId,
    status,
    title: '資料結構 模擬試題',
    marks: {},
    result:
      status === 'complete'
        ? {
            generated_content: content,
            exam: null,
            archives_used: [
              {
                id: 1,
                name: '考古題 1',
                academic_year: 111,
                archive_type: 'midterm',
                professor: '王教授',
                course: '資料結構',
                course_id: 1,
              },
            ],
          }
        : null,
    error: status === 'failed' ? '生成失敗' : null,
    created_at: null,
  };
}

export const ok = (body: unknown): TestResponse => ({ status: 200, body });
const keyStatus = (key: string | null): ApiKeyStatus => ({
  has_api_key: key !== null,
  api_key_masked: key === null ? null : `****${key.slice(-4)}`,
});

/**
 * The AI exam's part of the API on a real loopback server. Each test changes `answers` to set the scene;
 * the server records every request it is sent.
 */
export async function startAiExamServer() {
  const answers = {
    courses: ok(courses),
    archives: new Map<string, TestResponse>([
      ['11', ok([archive(1), archive(2, { archive_type: 'final' }), archive(3), archive(4)])],
      ['12', ok([archive(21, { professor: '李教授' })])],
      ['13', ok([archive(31, { professor: '張教授', archive_type: 'quiz' })])],
    ]),
    /** The stored key; null when none is set. */
    key: '0000' as string | null,
    /** Overrides the key status answer, e.g. with a failure. */
    keyStatus: null as TestResponse | null,
    /** A key the server tests and refuses. */
    badKey: 'AIzaBad',
    removeKey: null as TestResponse | null,
    generate: ok({ task_id: 'task-9' }),
    tasks: new Map<string, TestResponse>(),
  };
  const server = await startTestServer(({ method, path, body }) => {
    if (path === '/api/config') {
      return ok({
        auth: { sso_enabled: false, sso_disabled_reason: null },
        archives: { upload_max_bytes: 10 * 1024 * 1024 },
      });
    }
    if (path === '/api/courses') return answers.courses;
    const courseId = /^\/api\/courses\/(\d+)\/archives$/.exec(path)?.[1];
    if (courseId) return answers.archives.get(courseId) ?? refusal('course_not_found');
    if (path === '/api/ai-exam/api-key' && method === 'GET')
      return answers.keyStatus ?? ok(keyStatus(answers.key));
    if (path === '/api/ai-exam/api-key' && method === 'PUT') {
      const key = String(JSON.parse(body).gemini_api_key);
      if (key === answers.badKey) return refusal('invalid_api_key');
      if (key === '' && answers.removeKey) return answers.removeKey;
      answers.key = key === '' ? null : key;
      return ok(keyStatus(answers.key));
    }
    if (path === '/api/ai-exam/generate') return answers.generate;
    const taskId = /^\/api\/ai-exam\/task\/([^/]+)$/.exec(path)?.[1];
    if (taskId) return answers.tasks.get(taskId) ?? ok(task(taskId, 'not_found'));
    return refusal('not_found');
  });
  return { server, answers };
}

export type AiExamServer = Awaited<ReturnType<typeof startAiExamServer>>;

/**
 * A fresh AI exam server for each test of the calling file, with the analytics script present; the answers
 * and the recorded requests are read through the returned object.
 */
export function withAiExamServer() {
  let current: AiExamServer | undefined;
  beforeEach(async () => {
    // A real server on a loaded machine may take longer than the default second to answer and render.
    configure({ asyncUtilTimeout: 10_000 });
    current = await startAiExamServer();
    window.umami = { track: vi.fn() };
  });
  afterEach(async () => {
    vi.useRealTimers();
    await current?.server.close();
    delete window.umami;
  });
  const started = () => {
    if (!current) throw new Error('the AI exam server runs only inside a test');
    return current;
  };
  return {
    get answers() {
      return started().answers;
    },
    /** The requests sent to one API path (without the /api prefix). */
    requests: (path: string) => started().server.requestsTo(path),
  };
}
