import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddToWorksheet } from './add-to-worksheet.tsx';
import { sampleWorksheets } from './fixtures.ts';

const meta = {
  title: 'Components/Worksheets/AddToWorksheet',
  component: AddToWorksheet,
  args: { worksheets: sampleWorksheets, questionName: '第 2 題', onAdd: fn(), onCreate: fn() },
} satisfies Meta<typeof AddToWorksheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reader has worksheets to choose from. */
export const WithWorksheets: Story = {};

/** The reader has none yet: only 新增題單. */
export const FirstWorksheet: Story = { args: { worksheets: [] } };

/** An addition on its way. */
export const Adding: Story = { args: { pending: true } };
