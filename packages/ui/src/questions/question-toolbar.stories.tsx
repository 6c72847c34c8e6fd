import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { QuestionToolbar } from './question-toolbar.tsx';

const meta = {
  title: 'Questions/QuestionToolbar',
  component: QuestionToolbar,
  args: {
    editable: true,
    proposals: 3,
    ...spies('onAdd', 'onConfirmAll', 'onHistory', 'onToggleLock', 'onToggleMarkers'),
  },
} satisfies Meta<typeof QuestionToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in student: 新增題目, 全部確認 and 編輯紀錄. */
export const Student: Story = {};

/** 新增題目 was pressed: the next click on a page places the start. */
export const Adding: Story = { args: { adding: true } };

/** An admin sees 鎖定題目. */
export const Admin: Story = { args: { canLock: true } };

/** Locked: nobody changes the questions; the admin may unlock them. */
export const Locked: Story = { args: { editable: false, locked: true, canLock: true } };

/** Markers hidden for plain reading. */
export const MarkersHidden: Story = { args: { markersShown: false } };

/** An admin's toolbar, in English. */
export const AdminEnglish: Story = { args: { canLock: true }, globals: { locale: 'en' } };
