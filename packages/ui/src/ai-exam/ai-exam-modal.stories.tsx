import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { AiExamModal } from './ai-exam-modal.tsx';
import { sampleExamResult, sampleMarks } from './exam/fixtures.ts';
import type {
  AiExamHandlers,
  ArchiveChoice,
  ResultView,
  SelectArchivesView,
  SelectProfessorView,
} from './types.ts';

const handlers: AiExamHandlers = spies(
  'onCategoryChange',
  'onCourseChange',
  'onProfessorChange',
  'onNext',
  'onBack',
  'onTypeFilterChange',
  'onToggleArchive',
  'onStart',
  'onCopy',
  'onDownload',
  'onRegenerate',
  'onRetry',
  'onOpenSource',
  'onMark',
  'onPrint',
  'onOpenPage',
);

const meta = {
  title: 'AiExam/AiExamModal',
  component: AiExamModal,
  args: { opened: true, view: { step: 'loading' }, handlers, ...spies('onOpenApiKey', 'onClose') },
} satisfies Meta<typeof AiExamModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 離散數學 has only quizzes, and 張教授 only quizzes in 資料結構: both are listed but cannot be chosen. */
const courses = [
  { id: 11, name: '資料結構', hasExams: true },
  { id: 12, name: '計算機組織', hasExams: true },
  { id: 13, name: '離散數學', hasExams: false },
];

const chosen: SelectProfessorView = {
  step: 'select-professor',
  category: 'sophomore',
  courses,
  courseId: 11,
  professors: [
    { name: '王教授', hasExams: true },
    { name: '張教授', hasExams: false },
    { name: '陳教授', hasExams: true },
  ],
  professorsLoading: false,
  professor: '王教授',
  notice: null,
  checking: false,
};

const archives: ArchiveChoice[] = [
  { id: 1, name: '資料結構期末考', academic_year: 113, archive_type: 'final' },
  { id: 2, name: '資料結構期中考', academic_year: 113, archive_type: 'midterm' },
  { id: 3, name: '資料結構期末考', academic_year: 112, archive_type: 'final' },
  { id: 4, name: '資料結構期中考', academic_year: 111, archive_type: 'midterm' },
  // Named only by its type: the type is not said a second time.
  { id: 5, name: '期中考', academic_year: 110, archive_type: 'midterm' },
];

const selecting: SelectArchivesView = {
  step: 'select-archives',
  courseName: '資料結構',
  professor: '王教授',
  archives,
  typeFilter: null,
  selectedIds: [],
};

export const Loading: Story = {};

/** Nothing chosen yet: course and professor wait for the category, 下一步 waits for all three. */
export const SelectProfessorEmpty: Story = {
  args: {
    view: { ...chosen, category: null, courses: [], courseId: null, professors: [], professor: null },
  },
};

export const SelectProfessorReady: Story = { args: { view: chosen } };

/** The professor has no archive at all in this course. */
export const NoArchivesWarning: Story = {
  args: {
    view: { ...chosen, notice: { kind: 'warning', title: '找不到考古題', message: '該教授沒有考古題' } },
  },
};

/** The professor's archives are all quizzes or other kinds. */
export const NoMidtermOrFinal: Story = {
  args: {
    view: {
      ...chosen,
      notice: { kind: 'error', title: '找不到考古題', message: '該教授沒有期中考或期末考' },
    },
  },
};

export const SelectArchivesNone: Story = { args: { view: selecting } };
export const SelectArchivesTwo: Story = { args: { view: { ...selecting, selectedIds: [1, 2] } } };

/** Three chosen: the fourth is disabled. */
export const SelectArchivesFull: Story = { args: { view: { ...selecting, selectedIds: [1, 2, 3] } } };
export const SelectArchivesFullPhone: Story = {
  args: { view: { ...selecting, selectedIds: [1, 2, 3] } },
  globals: atViewport('phone'),
};

/** The type filter leaves nothing. */
export const SelectArchivesFilteredEmpty: Story = {
  args: { view: { ...selecting, archives: [], typeFilter: 'final' } },
};

export const Generating: Story = {
  args: { view: { step: 'generating', courseName: '資料結構', professor: '王教授' } },
};

const result: ResultView = {
  step: 'result',
  courseName: '資料結構',
  professor: '王教授',
  result: sampleExamResult,
  marks: sampleMarks,
};

/** The exam rendered for practice: answers behind 顯示解答, 會 / 不會 on each question. */
export const Result: Story = { args: { view: result }, globals: atViewport('desktop') };
export const ResultPhone: Story = { args: { view: result }, globals: atViewport('phone') };

/** A task generated before exams were structured: its text only, as written. */
export const ResultTextOnly: Story = {
  args: {
    view: {
      ...result,
      marks: {},
      result: {
        ...sampleExamResult,
        generated_content:
          '資料結構 模擬試題\n\n一、（20 分）請說明堆積（heap）的插入與刪除操作。\n二、（30 分）試證明 AVL 樹的高度為 O(log n)。\n\n==== 參考答案 ====\n一、……',
        exam: null,
      },
    },
  },
};

export const ErrorStep: Story = { args: { view: { step: 'error', message: '生成失敗，請稍後再試' } } };

/** Choosing archives, two chosen, in English: the words are the interface's, the names as written. */
export const SelectArchivesEnglish: Story = {
  args: { view: { ...selecting, selectedIds: [1, 2] } },
  globals: { locale: 'en' },
};

/** The exam to practise in English: its questions as generated, the chrome in English. */
export const ResultEnglish: Story = {
  args: { view: result },
  globals: { ...atViewport('desktop'), locale: 'en' },
};
