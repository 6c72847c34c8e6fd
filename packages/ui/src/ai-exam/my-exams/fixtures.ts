import type { ArchiveUsed, TaskSummary } from '@pastexam/api-contract';

/** A title as Gemini may write it: longer than a name the user may give. */
export const GENERATED_LONG_TITLE =
  '資料結構期末考模擬試題：涵蓋鏈結串列、堆疊與佇列、二元搜尋樹、AVL 樹、堆積、雜湊表、圖形走訪與最短路徑演算法，以及排序與搜尋的綜合練習';

const finalExam: ArchiveUsed = {
  id: 412,
  name: '期末考',
  academic_year: 113,
  archive_type: 'final',
  professor: '陳志明',
  course: '資料結構',
  course_id: 12,
};

const midterm: ArchiveUsed = {
  id: 305,
  name: '期中考',
  academic_year: 112,
  archive_type: 'midterm',
  professor: '陳志明',
  course: '資料結構',
  course_id: 12,
};

const algorithmsQuiz: ArchiveUsed = {
  id: 518,
  name: '第二次小考',
  academic_year: 113,
  archive_type: 'quiz',
  professor: '林美華',
  course: '演算法',
  course_id: 15,
};

const noProgress = { questions: 0, known: 0, unknown: 0 };

/** A pending exam, just asked for: Gemini has not started on it. */
export const pendingTask: TaskSummary = {
  task_id: '6f1c2a9e-3b7d-4e2a-9c15-0d8e7f6a5b41',
  status: 'pending',
  title: '作業系統 模擬試題',
  course: '作業系統',
  professors: ['黃建國'],
  archives_used: [
    {
      id: 733,
      name: '期中考',
      academic_year: 113,
      archive_type: 'midterm',
      professor: '黃建國',
      course: '作業系統',
      course_id: 21,
    },
  ],
  created_at: '2026-11-21T03:12:00.000Z',
  error: null,
  progress: noProgress,
};

/** An exam Gemini is writing now. */
export const runningTask: TaskSummary = {
  task_id: '0b9d4c3e-8a1f-4f6b-b2d7-5e3c1a9f8d20',
  status: 'in_progress',
  title: '演算法 模擬試題',
  course: '演算法',
  professors: ['林美華'],
  archives_used: [algorithmsQuiz],
  created_at: '2026-11-21T03:05:00.000Z',
  error: null,
  progress: noProgress,
};

/** A finished exam made from two archives, renamed by its owner and half practised. */
export const completeTask: TaskSummary = {
  task_id: '9a4e7b21-5c3d-4f8e-a6b0-1d2c3e4f5a67',
  status: 'complete',
  title: '資料結構期末衝刺',
  course: '資料結構',
  professors: ['陳志明'],
  archives_used: [finalExam, midterm],
  created_at: '2026-11-20T12:40:00.000Z',
  error: null,
  progress: { questions: 3, known: 1, unknown: 1 },
};

/** A finished exam not practised yet. */
export const unpractisedTask: TaskSummary = {
  task_id: '3c8f1e5d-2a7b-4c9e-8d6f-4b1a2c3d4e58',
  status: 'complete',
  title: '資料結構 模擬試題',
  course: '資料結構',
  professors: ['陳志明'],
  archives_used: [midterm],
  created_at: '2026-11-18T08:15:00.000Z',
  error: null,
  progress: { questions: 12, known: 0, unknown: 0 },
};

/** An exam Gemini could not write; the message is the one the server kept. */
export const failedTask: TaskSummary = {
  task_id: '7e2d9c4b-1f6a-4b3e-9a8d-2c5f7e1b3d96',
  status: 'failed',
  title: '演算法 模擬試題',
  course: '演算法',
  professors: ['林美華'],
  archives_used: [algorithmsQuiz],
  created_at: '2026-11-17T15:30:00.000Z',
  error: 'Gemini 暫時無法處理請求，請稍後再試',
  progress: noProgress,
};

/** 我的模擬試題 as the server pages it, newest first: one of each state. */
export const sampleTasks: TaskSummary[] = [
  pendingTask,
  runningTask,
  completeTask,
  unpractisedTask,
  failedTask,
];
