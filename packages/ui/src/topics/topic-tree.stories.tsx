import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleAreas } from './fixtures.ts';
import { TopicTreeView } from './topic-tree.tsx';

const meta = {
  title: 'Topics/TopicTreeView',
  component: TopicTreeView,
  args: {
    areas: sampleAreas,
    href: (topicId) => `/topics/${topicId}`,
    ...spies('onOpen', 'onEdit', 'onDelete', 'onRetry'),
  },
} satisfies Meta<typeof TopicTreeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reader: the areas with their topics and counts, nothing to edit. */
export const Reader: Story = {};

/** An admin or a course expert: 編輯 and 刪除 on every area and topic. */
export const Editor: Story = { args: { canEdit: true } };

/** While the tree loads. */
export const Loading: Story = { args: { areas: null } };

/** A tree with no area yet. */
export const Empty: Story = { args: { areas: [] } };

/** The tree could not be loaded: 重試. */
export const LoadFailed: Story = { args: { areas: null, error: '無法載入主題' } };

/** An editor's tree in English: the topics' names as written. */
export const EditorEnglish: Story = { args: { canEdit: true }, globals: { locale: 'en' } };
