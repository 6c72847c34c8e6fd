import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExamDates } from './exam-dates.tsx';
import { sampleReviewCourses } from './fixtures.ts';

const meta = {
  title: 'Components/Review/ExamDates',
  component: ExamDates,
  args: { courses: sampleReviewCourses, onChange: fn() },
} satisfies Meta<typeof ExamDates>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 考試日期 of each course of the deck, one set and one not. */
export const Dates: Story = {};

/** The exam dates in English: the courses' names as written. */
export const DatesEnglish: Story = { globals: { locale: 'en' } };
