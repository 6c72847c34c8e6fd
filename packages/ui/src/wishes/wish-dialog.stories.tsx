import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { WishDialog } from './wish-dialog.tsx';

const meta = {
  title: 'Wishes/WishDialog',
  component: WishDialog,
  args: {
    opened: true,
    courseName: '資料結構',
    submitting: false,
    error: null,
    ...spies('onSubmit', 'onClose'),
  },
} satisfies Meta<typeof WishDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: every field is optional. */
export const Blank: Story = {};

/** The wish is on its way. */
export const Sending: Story = { args: { submitting: true } };

/** The server refused it: too many open wishes. */
export const Refused: Story = { args: { error: '同時等待中的願望最多 20 個，請先取消一些願望或等待實現' } };

/** Empty, in English. */
export const BlankEnglish: Story = { globals: { locale: 'en' } };
