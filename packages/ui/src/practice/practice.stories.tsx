import { Box } from '@mantine/core';
import type { PracticeQuestion } from '@pastexam/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { endedAttempt, overviewWithLast, runningAttempt } from './fixtures.ts';
import { PracticeResults } from './practice-results.tsx';
import { PracticeSheet } from './practice-sheet.tsx';
import { PracticeStartPanel } from './practice-start.tsx';

/** A stand-in for the region of the PDF the app draws. */
const renderQuestion = (question: PracticeQuestion) => (
  <Box role="img" aria-label={`${question.name}的題目`} h={80} bg="gray.1" />
);

const meta = {
  title: 'Components/Practice/PracticeSheet',
  component: PracticeSheet,
  args: { attempt: runningAttempt, renderQuestion, onNoteChange: fn(), onTimeUp: fn(), onEnd: fn() },
} satisfies Meta<typeof PracticeSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In progress, one question at a time, with the countdown running. */
export const InProgress: Story = {};

/** In progress with every question on the page. */
export const AllAtOnce: Story = { args: { attempt: { ...runningAttempt, layout: 'all' } } };

/** The time is up: the notes lock and the paper is handed in. */
export const TimeUp: Story = { args: { attempt: { ...runningAttempt, remaining_seconds: 0 } } };

/** After the end: the top answers beside the notes, and the grades. */
export const Grading: StoryObj<typeof PracticeResults> = {
  render: (args) => <PracticeResults {...args} />,
  args: { attempt: endedAttempt, renderQuestion, onMark: fn() },
};

/** Before starting: layout, length and 上次模擬考. */
export const Start: StoryObj<typeof PracticeStartPanel> = {
  render: (args) => <PracticeStartPanel {...args} />,
  args: { overview: overviewWithLast, onStart: fn(), onOpen: fn() },
};

/** In progress, in English: the controls' words translated, the content as written. */
export const InProgressEnglish: Story = { globals: { locale: 'en' } };

/** Grading, in English. */
export const GradingEnglish: StoryObj<typeof PracticeResults> = { ...Grading, globals: { locale: 'en' } };

/** Before starting, in English. */
export const StartEnglish: StoryObj<typeof PracticeStartPanel> = { ...Start, globals: { locale: 'en' } };
