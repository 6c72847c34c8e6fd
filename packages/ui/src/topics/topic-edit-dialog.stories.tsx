import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { sampleAreas } from './fixtures.ts';
import { TopicEditDialog } from './topic-edit-dialog.tsx';

const meta = {
  title: 'Topics/TopicEditDialog',
  component: TopicEditDialog,
  args: {
    opened: true,
    submitting: false,
    topic: sampleAreas[0]?.children[1] ?? null,
    ...spies('onSubmit', 'onClose'),
  },
} satisfies Meta<typeof TopicEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A topic's names and keywords, ready to change. */
export const Editing: Story = {};

/** Saving: the button spins. */
export const Saving: Story = { args: { submitting: true } };

/** The server refused the name: another topic of the area has it. */
export const DuplicateName: Story = { args: { fieldErrors: { name_zh: '同一層已有相同名稱的主題' } } };

/** Editing a topic in English. */
export const EditingEnglish: Story = { globals: { locale: 'en' } };
