import { Box } from '@mantine/core';
import { MESSAGE_MAX_LENGTH } from '@pastexam/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { DiscussionPanel } from './discussion-panel.tsx';
import {
  answeredByAdmin,
  longDiscussion,
  questionMessages,
  sampleAdmin,
  sampleMessages,
  sampleNow,
  sampleQuestions,
  sampleViewer,
} from './fixtures.ts';

const meta = {
  title: 'Discussion/DiscussionPanel',
  component: DiscussionPanel,
  args: {
    messages: sampleMessages,
    viewer: sampleViewer,
    now: sampleNow,
    draft: '',
    ...spies('onDraftChange', 'onSend', 'onLoadOlder', 'onDelete'),
  },
  // As tall as it is beside the PDF: the messages scroll, the field stays at the bottom.
  decorators: [
    (Story) => (
      <Box h={560} maw={380} style={{ display: 'flex', flexDirection: 'column' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DiscussionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest to newest; the reader may delete their own messages; a link opens in a new tab. */
export const Default: Story = {};

/** An administrator may delete every message. */
export const AsAdmin: Story = { args: { viewer: sampleAdmin } };

/** An administrator answered: a 管理員 badge beside their name, so nobody else passes for one. */
export const AdminAnswered: Story = { args: { messages: answeredByAdmin } };

/** Nobody has written yet. */
export const Empty: Story = { args: { messages: [] } };

/** The newest messages are on their way. */
export const Loading: Story = { args: { messages: [], loading: true } };

/** They could not be loaded: never shown as an empty discussion. */
export const LoadFailed: Story = {
  args: { messages: [], error: '無法載入留言，請稍後再試', ...spies('onRetry') },
};

/** More than the newest page: scrolling up (or 載入較早的留言) asks for earlier ones. */
export const MoreToLoad: Story = { args: { messages: longDiscussion.slice(10), hasOlder: true } };

/** A message over the limit: the count turns red and 送出 waits. */
export const TooLong: Story = { args: { draft: '長'.repeat(MESSAGE_MAX_LENGTH + 1) } };

/** Being sent. */
export const Sending: Story = { args: { draft: '請問第四題有人會嗎？', sending: true } };

/** Five messages within ten seconds: the sixth waits for the limit. */
export const RateLimited: Story = {
  args: { draft: '再一則', sendError: '留言太頻繁，請 8 秒後再試', cooldownSeconds: 8 },
};

/** The live connection dropped: the panel says so while it reconnects. */
export const Reconnecting: Story = { args: { reconnecting: true } };

/** A deleted message keeps its place, without its text or author. */
export const Deleted: Story = { args: { messages: sampleMessages.slice(1, 3) } };

/** At 375 px, in the sheet that opens from the bottom. */
export const Phone: Story = { globals: atViewport('phone') };

/** Messages referring to the archive's questions: `#` and a question's name is a link that scrolls the file to it. */
export const QuestionLinks: Story = {
  args: {
    messages: questionMessages,
    questionLinking: { questions: sampleQuestions, onOpen: () => undefined },
  },
};

/** In English: the words translated, the messages as written. */
export const AdminAnsweredEnglish: Story = { args: { messages: answeredByAdmin }, globals: { locale: 'en' } };

/** No messages yet, in English. */
export const EmptyEnglish: Story = { args: { messages: [] }, globals: { locale: 'en' } };
