import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spies } from '../../../.storybook/spies.ts';
import { atViewport } from '../../../.storybook/viewports.ts';
import { sampleTasks } from './fixtures.ts';
import { MyExamList } from './my-exam-list.tsx';

const meta = {
  title: 'AiExam/MyExamList',
  component: MyExamList,
  args: {
    tasks: sampleTasks,
    loading: false,
    ...spies('onLoadMore', 'onOpen', 'onRename', 'onDelete', 'onRegenerate', 'onRetryTask', 'onGenerate'),
  },
} satisfies Meta<typeof MyExamList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One exam in each state, newest first: waiting, being written, finished (practised or not), failed. */
export const Default: Story = {};

/** More exams than one page: 載入更多 below the last. */
export const MoreToLoad: Story = { args: { hasMore: true } };

/** While the next page loads. */
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };

/** While GET /ai-exam/tasks runs. */
export const Loading: Story = { args: { tasks: [], loading: true } };

/** GET /ai-exam/tasks failed: never shown as an empty list. */
export const LoadFailed: Story = { args: { tasks: [], onRetry: fn() } };

/** A user who has not generated anything yet. */
export const Empty: Story = { args: { tasks: [] } };

/** At 375 px each exam is a full-width card, its actions on one line at its foot. */
export const Phone: Story = { args: { hasMore: true }, globals: atViewport('phone') };

/** One exam in each state, in English: the titles as written. */
export const DefaultEnglish: Story = { globals: { locale: 'en' } };
