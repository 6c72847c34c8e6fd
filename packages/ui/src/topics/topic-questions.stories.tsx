import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleTopicPage } from './fixtures.ts';
import { TopicQuestions } from './topic-questions.tsx';

const meta = {
  title: 'Topics/TopicQuestions',
  component: TopicQuestions,
  args: {
    page: sampleTopicPage,
    href: (one) => `/archive?course=${one.course.id}&archive=${one.archive.id}&question=${one.question.id}`,
    ...spies('onOpen', 'onRetry', 'onMakeWorksheet'),
  },
} satisfies Meta<typeof TopicQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A topic with questions across years, newest first: answered, unanswered and 待確認. */
export const WithQuestions: Story = {};

/** 建立題單 on its way. */
export const MakingWorksheet: Story = { args: { making: true } };

/** An area's page (no area above it) with no question yet. */
export const EmptyArea: Story = {
  args: {
    page: {
      topic: { ...sampleTopicPage.topic, id: 30, name_zh: '密碼學', name_en: 'Cryptography', area: null },
      questions: [],
      coverage: { answered: 0, total: 0 },
    },
  },
};

/** While the page loads. */
export const Loading: Story = { args: { page: null } };

/** The page could not be loaded: 重試. */
export const LoadFailed: Story = { args: { page: null, error: '找不到此主題，可能已被刪除' } };

/** A topic's page in English: the topic's and the exams' names as written. */
export const WithQuestionsEnglish: Story = { globals: { locale: 'en' } };
