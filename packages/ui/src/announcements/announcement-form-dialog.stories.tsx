import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { AnnouncementFormDialog } from './announcement-form-dialog.tsx';
import { sampleAdminAnnouncements } from './fixtures.ts';

const [scheduled, off] = sampleAdminAnnouncements;

const meta = {
  title: 'Announcements/AnnouncementFormDialog',
  component: AnnouncementFormDialog,
  args: { opened: true, announcement: null, submitting: false, ...spies('onSubmit', 'onClose') },
} satisfies Meta<typeof AnnouncementFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new announcement: 一般, switched on, no window. */
export const Create: Story = {};

/** Editing a scheduled one: its window in Taipei time. */
export const EditScheduled: Story = { args: { announcement: scheduled ?? null } };

/** Editing a switched-off 重要 one. */
export const EditOff: Story = { args: { announcement: off ?? null } };

/** While the save runs. */
export const Submitting: Story = { args: { announcement: scheduled ?? null, submitting: true } };

/** At 375 px. */
export const Phone: Story = { args: { announcement: scheduled ?? null }, globals: atViewport('phone') };

/** A new announcement, in English. */
export const CreateEnglish: Story = { globals: { locale: 'en' } };
