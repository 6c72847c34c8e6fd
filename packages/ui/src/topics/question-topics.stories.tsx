import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleAiTags, sampleOptions, sampleTags } from './fixtures.ts';
import { QuestionTopics } from './question-topics.tsx';

const meta = {
  title: 'Topics/QuestionTopics',
  component: QuestionTopics,
  args: {
    tags: sampleTags,
    options: sampleOptions,
    href: (topicId) => `/topics/${topicId}`,
    ...spies('onOpen', 'onPropose', 'onConfirm', 'onReject', 'onRetry', 'onAskAi'),
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

/** Gemini is being asked for 主題 with the reader's key. */
export const AskingAi: Story = { args: { askingAi: true, busy: true } };

/** A topic Gemini proposed, marked AI 推薦, waiting for an expert. */
export const AiProposed: Story = { args: { tags: sampleAiTags, canDecide: true } };

/** Gemini could not recommend: why, under the button. */
export const AiFailed: Story = { args: { aiError: '請先設定 Gemini API Key' } };

/** An expert of the course, in English: the topics' names as written. */
export const ExpertEnglish: Story = { args: { canDecide: true }, globals: { locale: 'en' } };
