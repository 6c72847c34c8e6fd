import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleOptions } from '../topics/fixtures.ts';
import { sampleWorksheet } from './fixtures.ts';
import { WorksheetView } from './worksheet-view.tsx';

const meta = {
  title: 'Components/Worksheets/WorksheetView',
  component: WorksheetView,
  args: {
    worksheet: sampleWorksheet,
    questionHref: (question) => `/archive?archive=${question.archive_id}&question=${question.question_id}`,
    onOpenQuestion: fn(),
    onRename: fn(),
    onReorder: fn(),
    onCopyLink: fn(),
    onDownload: fn(),
    topics: sampleOptions,
    onAddTopic: fn(),
  },
} satisfies Meta<typeof WorksheetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's worksheet of three questions: rename, add a topic's questions, reorder, remove, share and print. */
export const Owned: Story = {};

/** Another user's worksheet, opened by its link: read and printed, not changed. */
export const ReadOnlyShared: Story = {
  args: { worksheet: { ...sampleWorksheet, is_owner: false, owner_name: '小華' } },
};

/** 下載 PDF on its way. */
export const Exporting: Story = { args: { exporting: true } };

/** The owner's worksheet in English. */
export const OwnedEnglish: Story = { globals: { locale: 'en' } };

/** A new worksheet with no questions yet: nothing to print. */
export const Empty: Story = { args: { worksheet: { ...sampleWorksheet, questions: [] } } };
