import { Box, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { QuestionPager } from './question-pager.tsx';

const meta = {
  title: 'Answers/QuestionPager',
  component: QuestionPager,
  args: {
    index: 1,
    count: 3,
    region: <Box h={120} bg="gray.2" role="img" aria-label="第 2 題的題目" />,
    children: <TextInput label="欄位" />,
    ...spies('onIndexChange'),
  },
  globals: atViewport('phone'),
} satisfies Meta<typeof QuestionPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A question in the middle: both ways open. */
export const Middle: Story = {};

/** The first question: 上一題 is off. */
export const First: Story = { args: { index: 0 } };

/** The last question: 下一題 is off. */
export const Last: Story = { args: { index: 2 } };

/** A question in the middle, in English. */
export const MiddleEnglish: Story = { globals: { ...atViewport('phone'), locale: 'en' } };
