import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { UnsubscribeResult } from './unsubscribe-result.tsx';

const meta = {
  title: 'Notifications/UnsubscribeResult',
  component: UnsubscribeResult,
  args: { state: 'working' },
} satisfies Meta<typeof UnsubscribeResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link was opened: 取消訂閱 is running. */
export const Working: Story = {};

/** One kind's mail stopped, from a mail of one notification. */
export const Done: Story = { args: { state: 'done', kinds: ['answer_activity'] } };

/** A daily digest's link stopped every kind it listed. */
export const DoneDigest: Story = {
  args: { state: 'done', kinds: ['answer_activity', 'followed_course_archive'] },
};

/** A forged, cut or mistyped link: nothing changed, and trying again cannot help. */
export const BadLink: Story = {
  args: {
    state: 'failed',
    error: '取消訂閱的連結無效或不完整，請直接從通知信中的連結開啟，或登入後在通知設定中修改',
  },
};

/** No answer came (the network): 重試. */
export const Unreachable: Story = {
  args: { state: 'failed', error: '無法連線到伺服器，請稍後再試', ...spies('onRetry') },
};

/** Done, in English; the kinds' names are the shared labels. */
export const DoneEnglish: Story = {
  args: { state: 'done', kinds: ['answer_activity'] },
  globals: { locale: 'en' },
};
