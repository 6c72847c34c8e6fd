import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../../.storybook/spies.ts';
import { atViewport } from '../../../.storybook/viewports.ts';
import { sampleCourses } from '../fixtures.ts';
import { ArchiveEditDialog } from './archive-edit-dialog.tsx';

const meta = {
  title: 'Archives/ArchiveEditDialog',
  component: ArchiveEditDialog,
  args: {
    opened: true,
    archive: {
      name: '第一次期中考',
      professor: '王大明',
      academic_year: 112,
      archive_type: 'midterm',
      has_answers: false,
    },
    courseId: 3,
    courses: sampleCourses,
    professorSuggestions: ['王大明', '林美華'],
    saving: false,
    error: null,
    ...spies('onSubmit', 'onClose'),
  },
} satisfies Meta<typeof ArchiveEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The archive as it is, in its current course. */
export const Editing: Story = { globals: atViewport('desktop') };
export const EditingPhone: Story = { globals: atViewport('phone') };

/** Its uploader's edit: the fields only, the archive stays in its course. */
export const UploaderEditing: Story = { args: { courses: undefined }, globals: atViewport('desktop') };

/** While the change is saved. */
export const Saving: Story = { args: { saving: true } };

/** After the server refused the change. */
export const ServerRefused: Story = { args: { error: '找不到這門課程' } };

/** An archive brought in from the original system: its 考試年份 there, under 學年度, to check the year by. */
export const ImportedFromOriginal: Story = {
  args: { archive: { ...meta.args.archive, academic_year: 111, legacy_academic_year: 2023 } },
};
