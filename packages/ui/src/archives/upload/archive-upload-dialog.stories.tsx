import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../../.storybook/spies.ts';
import { atViewport } from '../../../.storybook/viewports.ts';
import { SamplePages } from '../../pdf-viewer/sample-pages.tsx';
import { sampleCourses } from '../fixtures.ts';
import { ArchiveUploadDialog } from './archive-upload-dialog.tsx';
import { filledDraft, photosDraft, renamedTextFile, sampleDuplicates, samplePdf } from './fixtures.ts';
import type { ReadPdf } from './pdf-check.ts';

const opensEveryPdf: ReadPdf = async () => null;

const meta = {
  title: 'Archives/ArchiveUploadDialog',
  component: ArchiveUploadDialog,
  args: {
    opened: true,
    courses: sampleCourses,
    initialCourseId: null,
    professorSuggestions: ['王大明', '林美華'],
    submitting: false,
    error: null,
    // The web app opens the file with pdf.js and draws it with its viewer; stand-ins here.
    readPdf: opensEveryPdf,
    renderPreview: () => <SamplePages count={1} />,
    ...spies('onCourseChange', 'onSubmit', 'onClose'),
  },
} satisfies Meta<typeof ArchiveUploadDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, nothing chosen yet. */
export const CourseStep: Story = { globals: atViewport('desktop') };
export const CourseStepPhone: Story = { globals: atViewport('phone') };

/** Step 1 opened from a course the user was looking at: its category and the course are already chosen. */
export const CoursePreselected: Story = { args: { initialCourseId: 4 } };

/** Step 1 adding a course that is not in the list yet, as a student: it will await an admin's review. */
export const NewCourse: Story = {
  args: {
    newCoursePending: true,
    initialDraft: {
      ...filledDraft(0),
      course: { mode: 'new', category: 'graduate', courseId: null, newName: '深度學習' },
    },
  },
};

/** Step 2 with the course's professors suggested. */
export const ExamStep: Story = { args: { initialDraft: filledDraft(1) } };

/** The exam step in English. */
export const ExamStepEnglish: Story = { args: { initialDraft: filledDraft(1) }, globals: { locale: 'en' } };

/** Step 2 with values the server would refuse; 下一步 shows why. */
export const ExamStepInvalid: Story = {
  args: {
    initialDraft: {
      ...filledDraft(1),
      exam: { professor: ' ', academic_year: '300', archive_type: null, name: '', has_answers: false },
    },
  },
};

/** Step 3 before a file is chosen. */
export const FileStep: Story = { args: { initialDraft: filledDraft(2, null) } };
export const FileStepPhone: Story = {
  args: { initialDraft: filledDraft(2, null) },
  globals: atViewport('phone'),
};

/** Step 3 with a file over the limit (the limit is 1 KB here to keep the story light). */
export const FileTooLarge: Story = {
  args: { maxFileBytes: 1024, initialDraft: filledDraft(2, samplePdf('掃描版.pdf', 4096)) },
};

/** Step 3 when the server allows 20 MB: the limit shown is the server's, not the default. */
export const FileStepServerLimit: Story = {
  args: { maxFileBytes: 20 * 1024 * 1024, initialDraft: filledDraft(2, null) },
};

/** Step 3 before the server's limit is known: no limit shown, and any size passes to the server. */
export const FileLimitUnknown: Story = {
  args: { maxFileBytes: null, initialDraft: filledDraft(2, samplePdf('掃描版.pdf', 4096)) },
};

/** Step 3 with a file that is not a PDF by name. */
export const FileNotPdf: Story = {
  args: { initialDraft: filledDraft(2, new File(['hello'], '筆記.docx', { type: 'application/msword' })) },
};

/** Step 3 with a file named .pdf whose bytes are not a PDF: refused in the server's words before going on. */
export const FileNotPdfInside: Story = { args: { initialDraft: filledDraft(2, renamedTextFile()) } };

/** Step 3 with a file the PDF reader cannot open. */
export const FileDamaged: Story = {
  args: { readPdf: async () => 'damaged', initialDraft: filledDraft(2, samplePdf('壞掉的.pdf')) },
};

/** Step 3 while the chosen file is being read: 下一步 waits for the verdict. */
export const FileChecking: Story = {
  args: { readPdf: () => new Promise(() => {}), initialDraft: filledDraft(2, samplePdf()) },
};

/** Step 3 with photos of the pages instead of a PDF: in page order, to move, turn or remove. */
export const PhotosChosen: Story = { args: { initialDraft: photosDraft(2) } };
export const PhotosChosenPhone: Story = {
  args: { initialDraft: photosDraft(2) },
  globals: atViewport('phone'),
};

/** Step 3 with more photos than one upload takes. */
export const PhotosTooMany: Story = { args: { initialDraft: photosDraft(2, 31) } };

/** Step 4 for photos: they become one PDF on the server, so there is nothing to preview yet. */
export const SummaryPhotos: Story = { args: { initialDraft: photosDraft(3) } };

/** Step 3 with a file the course may already have: 這份考古題可能已經存在, with links; the user may go on. */
export const FileDuplicate: Story = { args: { initialDraft: filledDraft(2), duplicates: sampleDuplicates } };

/** Step 4 with the same warning above what will be sent. */
export const SummaryDuplicate: Story = {
  args: { initialDraft: filledDraft(3), duplicates: sampleDuplicates },
};

/** Step 4: what will be sent, and the PDF previewed locally. */
export const Summary: Story = { args: { initialDraft: filledDraft(3) } };
export const SummaryPhone: Story = { args: { initialDraft: filledDraft(3) }, globals: atViewport('phone') };

/** Step 4 while the upload runs. */
export const Submitting: Story = { args: { initialDraft: filledDraft(3), submitting: true } };

/** Step 4 after the server refused the upload. */
export const ServerRefused: Story = { args: { initialDraft: filledDraft(3), error: '檔案不是有效的 PDF' } };

/** Step 4 refused on a phone: the message at the head, 上一步 and 上傳 still in view at the foot. */
export const ServerRefusedPhone: Story = {
  args: { initialDraft: filledDraft(3), error: '找不到此課程' },
  globals: atViewport('phone'),
};

/** Step 2 filled in: the upload would fulfil two wishes of the course, three people waiting. */
export const ExamStepFulfilsWishes: Story = {
  args: { initialDraft: filledDraft(1), wishMatch: { wish_count: 2, wisher_count: 3 } },
};

/** Opened from a wish's 我有這份: the course chosen, the wish's professor, year and type filled in, on step 2. */
export const FromWish: Story = {
  args: {
    initialCourseId: 4,
    initialExam: { professor: '王大明', academic_year: 113, archive_type: 'midterm' },
    ...spies('onExamChange'),
  },
};
