import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { CourseFormDialog } from './course-form-dialog.tsx';

const meta = {
  title: 'Admin/CourseFormDialog',
  component: CourseFormDialog,
  args: { opened: true, course: null, submitting: false, ...spies('onSubmit', 'onClose') },
} satisfies Meta<typeof CourseFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Edit: Story = { args: { course: { name: '資料結構', category: 'sophomore' } } };

/** While the save call runs. */
export const Submitting: Story = {
  args: { course: { name: '資料結構', category: 'sophomore' }, submitting: true },
};

/** The server answered 409: the category already has a course of that name. */
export const DuplicateName: Story = {
  args: { course: { name: '資料結構', category: 'sophomore' }, fieldErrors: { name: '此類別已有同名課程' } },
};

export const Phone: Story = {
  args: { course: { name: '資料結構', category: 'sophomore' } },
  globals: atViewport('phone'),
};
