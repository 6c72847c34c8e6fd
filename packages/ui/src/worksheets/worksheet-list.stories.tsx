import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleWorksheets } from './fixtures.ts';
import { WorksheetList } from './worksheet-list.tsx';

const meta = {
  title: 'Components/Worksheets/WorksheetList',
  component: WorksheetList,
  args: { worksheets: sampleWorksheets, href: (worksheet) => `/worksheets/${worksheet.id}`, onOpen: fn() },
} satisfies Meta<typeof WorksheetList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 我的題單 with two worksheets. */
export const List: Story = {};

/** No worksheet yet. */
export const NoWorksheets: Story = { args: { worksheets: [] } };

/** On their way. */
export const Loading: Story = { args: { worksheets: null } };
