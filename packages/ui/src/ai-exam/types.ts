import type {
  Archive,
  ArchiveUsed,
  CourseCategory,
  CourseSummary,
  ExamArchiveType,
  ExamSource,
  PracticeMark,
  PracticeMarks,
  TaskResult,
} from '@pastexam/api-contract';

/**
 * A course or professor to choose from. One without any midterm or final is still listed, disabled with the
 * reason, so the user sees why it cannot be chosen rather than a list that leads nowhere (product §6.4).
 */
export interface ExamSourceChoice {
  /** Whether it has at least one midterm or final, i.e. a mock exam can be made from it. */
  hasExams: boolean;
}
export type CourseChoice = Pick<CourseSummary, 'id' | 'name'> & ExamSourceChoice;
export type ProfessorChoice = { name: string } & ExamSourceChoice;

/** One archive a student can pick for a generation. */
export type ArchiveChoice = Pick<Archive, 'id' | 'name' | 'academic_year' | 'archive_type'>;

/** The archive-type filter of the selection step: only midterm and final are ever offered (product §6.5). */
export type ArchiveTypeFilter = ExamArchiveType | null;

/** A message kept on screen under the selects, e.g. when the chosen professor has no usable archive. */
export interface AiExamNotice {
  kind: 'warning' | 'error';
  title: string;
  message: string;
}

export interface LoadingView {
  step: 'loading';
}

export interface SelectProfessorView {
  step: 'select-professor';
  category: CourseCategory | null;
  /** The courses of the chosen category. */
  courses: CourseChoice[];
  courseId: number | null;
  /** The professors who have archives in the chosen course, sorted. */
  professors: ProfessorChoice[];
  professorsLoading: boolean;
  professor: string | null;
  notice: AiExamNotice | null;
  /** The archives of the chosen professor are being fetched after 下一步. */
  checking: boolean;
}

export interface SelectArchivesView {
  step: 'select-archives';
  courseName: string;
  professor: string;
  /** Midterms and finals passing the type filter, newest academic year first. */
  archives: ArchiveChoice[];
  typeFilter: ArchiveTypeFilter;
  selectedIds: number[];
}

export interface GeneratingView {
  step: 'generating';
  courseName: string;
  professor: string;
}

export interface ResultView {
  step: 'result';
  courseName: string;
  professor: string;
  result: TaskResult;
  /** How the student marked the exam's questions, 會 or 不會, by question key. */
  marks: PracticeMarks;
}

export interface ErrorView {
  step: 'error';
  /** Why it failed; null when nothing more is known than that it failed (生成失敗，請稍後再試). */
  message: string | null;
}

/** What the AI exam modal shows: one of the steps of product §6.1, with that step's data. */
export type AiExamView =
  | LoadingView
  | SelectProfessorView
  | SelectArchivesView
  | GeneratingView
  | ResultView
  | ErrorView;

/** The user's actions in the modal; each is called only from the step that offers it. */
export interface AiExamHandlers {
  onCategoryChange: (category: CourseCategory | null) => void;
  onCourseChange: (courseId: number | null) => void;
  onProfessorChange: (professor: string | null) => void;
  onNext: () => void;
  onBack: () => void;
  onTypeFilterChange: (filter: ArchiveTypeFilter) => void;
  onToggleArchive: (archiveId: number) => void;
  onStart: () => void;
  onCopy: () => void;
  onDownload: () => void;
  onRegenerate: () => void;
  onRetry: () => void;
  /** A question's source chip: open that past exam at the cited page. */
  onOpenSource: (source: ExamSource, archive: ArchiveUsed) => void;
  /** 會 / 不會 on a question; null clears its mark. */
  onMark: (key: string, mark: PracticeMark | null) => void;
  /** 下載 PDF: the exam's print view. */
  onPrint: () => void;
  /** 開啟完整頁面: the exam on a page of its own. */
  onOpenPage: () => void;
}
