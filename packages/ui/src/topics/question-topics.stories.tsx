import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleOptions, sampleTags } from './fixtures.ts';
import { QuestionTopics } from './question-topics.tsx';

const meta = {
  title: 'Topics/QuestionTopics',
  component: QuestionTopics,
  args: {
    tags: sampleTags,
    options: sampleOptions,
    href: (topicId) => `/topics/${topicId}`,
    ...spies('onOpen', 'onPropose', 'onConfirm', 'onReject', 'onRetry'),
  },
} satisfies Meta<typeof QuestionTopics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reader: confirmed, proposed and suggested tags, 提議 on a suggestion and from the list. */
export const Reader: Story = {};

/** An expert of the course: 確認 and 駁回 on each tag. */
export const Expert: Story = { args: { canDecide: true } };

/** While they load. */
export const Loading: Story = { args: { tags: null } };

/** No tag yet. */
export const Empty: Story = { args: { tags: [] } };

/** They could not be loaded: 重試. */
export const LoadFailed: Story = { args: { tags: null, error: '無法載入主題' } };
