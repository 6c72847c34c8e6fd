import { Box, Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { AnswerCard } from './answer-card.tsx';
import { AnswerEditor } from './answer-editor.tsx';
import { sampleAnswers, sampleNow, sampleViewerId } from './fixtures.ts';
import { QuestionAnswers } from './question-answers.tsx';
import { QuestionPager } from './question-pager.tsx';

const cardSpies = spies(
  'onVote',
  'onEndorse',
  'onMarkOfficial',
  'onEdit',
  'onDelete',
  'onFlag',
  'onShowVersions',
);

const meta = {
  title: 'Answers/QuestionAnswers',
  component: QuestionAnswers,
  args: {
    name: '第 2 題',
    answers: sampleAnswers,
    renderAnswer: (answer) => (
      <AnswerCard answer={answer} viewerId={sampleViewerId} now={sampleNow} {...cardSpies} />
    ),
    actions: (
      <Button size="xs" variant="light">
        請 AI 試答
      </Button>
    ),
    ...spies('onWrite', 'onRetry'),
  },
  decorators: [
    (Story) => (
      <Box maw={420}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof QuestionAnswers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Official first, then by score, an AI draft last; 撰寫解答 and the AI button beside it. */
export const Default: Story = {};

/** Nobody has answered yet. */
export const Empty: Story = { args: { answers: [] } };

/** The answers are on their way. */
export const Loading: Story = { args: { answers: [], loading: true } };

/** They could not be loaded. */
export const LoadFailed: Story = { args: { answers: [], error: '無法載入解答，請稍後再試' } };

/** The reader is writing: the editor replaces 撰寫解答. */
export const Writing: Story = {
  args: { editor: <AnswerEditor value="" {...spies('onChange', 'onSubmit', 'onCancel')} /> },
};

/** On a phone, question by question: the region on top, 上一題 / 下一題. */
export const PhonePager: Story = {
  globals: atViewport('phone'),
  render: (args) => (
    <QuestionPager
      index={1}
      count={5}
      onIndexChange={() => undefined}
      region={<Box h={120} bg="gray.2" role="img" aria-label="第 2 題的題目" />}
    >
      <QuestionAnswers {...args} />
    </QuestionPager>
  ),
};
