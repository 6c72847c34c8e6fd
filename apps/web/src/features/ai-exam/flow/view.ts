import {
  type Archive,
  type CoursesByCategory,
  compareArchives,
  isExamArchive,
  type Task,
} from '@pastexam/api-contract';
import type { SavedTask } from '@pastexam/api-contract/browser-storage';
import type { AiExamView, CourseChoice, ProfessorChoice } from '@pastexam/ui/ai-exam';
import type { Translate } from '@pastexam/ui/i18n';
import { finishedResult } from '../api/get-task.ts';
import type { AiExamState } from './reducer.ts';

/** What the queries hold for the modal; undefined while loading or after a failure. */
export type AiExamData = {
  courses: CoursesByCategory | undefined;
  /** The chosen course's archives, of every professor and type. */
  courseArchives: Archive[] | undefined;
  professorsLoading: boolean;
  task: Task | undefined;
};

/**
 * The professors who have archives in a course, each once, in zh-TW order, each saying whether a midterm or
 * final of theirs is among them.
 */
export function professorsOf(archives: Archive[] | undefined): ProfessorChoice[] {
  const hasExams = new Map<string, boolean>();
  for (const archive of archives ?? []) {
    if (archive.professor === '') continue;
    hasExams.set(archive.professor, (hasExams.get(archive.professor) ?? false) || isExamArchive(archive));
  }
  return [...hasExams]
    .map(([name, exams]) => ({ name, hasExams: exams }))
    .sort((a, b) => a.name.localeCompare(b.name, 'zh-TW'));
}

/**
 * The courses of a category; one the server says has no midterm or final cannot be chosen. An answer without
 * the flag leaves the course open, and the check after 下一步 speaks instead.
 */
function coursesOf(state: AiExamState, courses: CoursesByCategory | undefined): CourseChoice[] {
  if (state.category === null) return [];
  return (courses?.[state.category] ?? []).map((course) => ({
    id: course.id,
    name: course.name,
    hasExams: course.has_midterm_or_final !== false,
  }));
}

export function courseNameOf(state: AiExamState, courses: CoursesByCategory | undefined): string | null {
  if (state.category === null || state.courseId === null) return null;
  return courses?.[state.category].find((course) => course.id === state.courseId)?.name ?? null;
}

/** The download's file name: course and professor joined, with the mock exam suffix (product §6.7). */
export function downloadFileName(
  display: SavedTask['displayInfo'],
  t: Translate<'ai-exam.downloadFileName'>,
): string {
  return t('ai-exam.downloadFileName', { course: display.course_name, professor: display.professor });
}

/** What the modal shows for the state and the data the queries hold. */
export function toView(state: AiExamState, data: AiExamData): AiExamView {
  const display = state.task?.displayInfo ?? { course_name: '', professor: '' };
  const task = { courseName: display.course_name, professor: display.professor };
  switch (state.step) {
    case 'loading':
      return { step: 'loading' };
    case 'select-professor':
      return {
        step: 'select-professor',
        category: state.category,
        courses: coursesOf(state, data.courses),
        courseId: state.courseId,
        professors: professorsOf(data.courseArchives),
        professorsLoading: data.professorsLoading,
        professor: state.professor,
        notice: state.notice,
        checking: state.checking,
      };
    case 'select-archives':
      return {
        step: 'select-archives',
        courseName: courseNameOf(state, data.courses) ?? '',
        professor: state.professor ?? '',
        archives: (data.courseArchives ?? [])
          .filter(
            (archive) =>
              archive.professor === state.professor &&
              isExamArchive(archive) &&
              (state.typeFilter === null || archive.archive_type === state.typeFilter),
          )
          .sort(compareArchives),
        typeFilter: state.typeFilter,
        selectedIds: state.selectedIds,
      };
    case 'generating':
      return { step: 'generating', ...task };
    case 'result': {
      const result = data.task && finishedResult(data.task);
      return result && data.task
        ? { step: 'result', ...task, result, marks: data.task.marks }
        : { step: 'error', message: null };
    }
    case 'error':
      return { step: 'error', message: state.errorMessage };
  }
}
