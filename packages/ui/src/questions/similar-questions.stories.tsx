import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleSimilar } from './fixtures.ts';
import { SimilarQuestions } from './similar-questions.tsx';

const meta = {
  title: 'Questions/SimilarQuestions',
  component: SimilarQuestions,
  args: {
    similar: sampleSimilar.filter((one) => !one.same_course),
    href: (similar) => `/archive?archive=${similar.archive.id}&question=${similar.question.id}`,
    ...spies('onOpen', 'onRetry'),
  },
} satisfies Meta<typeof SimilarQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 相似題 in another course: the exam, its year and course, and 相似度. */
export const List: Story = {};

/** Asked again in its course: 重複出現 with the years. */
export const Recurring: Story = { args: { similar: sampleSimilar, recurringYears: [110, 112] } };

/** While they load. */
export const Loading: Story = { args: { similar: null } };

/** No other exam asks anything like it. */
export const Empty: Story = { args: { similar: [] } };

/** They could not be loaded: 重試. */
export const LoadFailed: Story = { args: { similar: null, error: '無法載入相似題' } };

/** Asked again, in English: the years and similarity in English, the exams as named. */
export const RecurringEnglish: Story = { ...Recurring, globals: { locale: 'en' } };
