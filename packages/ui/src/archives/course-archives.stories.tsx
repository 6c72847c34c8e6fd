import { Box, Button } from '@mantine/core';
import { zhTwLabels } from '@pastexam/api-contract/labels';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { formatsFor } from '../i18n/format.ts';
import { type ArchiveFilter, emptyArchiveFilter } from './archive-filter.ts';
import { archiveLabel } from './archive-row.tsx';
import { CourseArchives, type CourseArchivesProps } from './course-archives.tsx';
import { manyArchives, sampleArchives } from './fixtures.ts';
import { RowAction } from './row-action.tsx';
import { RowGlyph } from './row-glyph.tsx';

/** Keeps the filter in state, as the page does, so the filters work in the story. */
function WithFilterState(props: CourseArchivesProps) {
  const [filter, setFilter] = useState<ArchiveFilter>(props.filter);
  return (
    <CourseArchives
      {...props}
      filter={filter}
      onFilterChange={(next) => {
        setFilter(next);
        props.onFilterChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Archives/CourseArchives',
  component: CourseArchives,
  decorators: [
    (Story) => (
      <Box p="md" maw={960}>
        <Story />
      </Box>
    ),
  ],
  render: (args) => <WithFilterState {...args} />,
  args: {
    course: { name: '資料結構', category: 'sophomore' },
    archives: sampleArchives,
    filter: emptyArchiveFilter,
    ...spies('onFilterChange', 'onPreview', 'onDownload', 'onRetry'),
  },
} satisfies Meta<typeof CourseArchives>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: atViewport('desktop') };

/** The same course in English: the controls in English, the course and its archives as written. */
export const DesktopEnglish: Story = { globals: { ...atViewport('desktop'), locale: 'en' } };

/** Filters wrap and each row's buttons move under its text. */
export const Phone: Story = { globals: atViewport('phone') };

/** While GET /courses/{id}/archives runs. */
export const Loading: Story = { args: { archives: null } };

export const LoadFailed: Story = { args: { archives: null, error: '服務暫時無法使用，請稍後再試' } };

/** A course nobody has uploaded to yet. */
export const NoArchives: Story = { args: { archives: [] } };

/** Filters that let nothing through, with the way back. */
export const NoMatch: Story = {
  args: { filter: { ...emptyArchiveFilter, professor: '王教授', type: 'other' } },
};

/** A download is running. */
export const Downloading: Story = { args: { downloadingId: 14 } };

/** Where upload and per-row management buttons go, for those allowed. */
export const WithActions: Story = {
  args: {
    actions: <Button size="sm">上傳考古題</Button>,
    renderActions: (archive) => (
      <RowAction
        label={`刪除 ${archiveLabel(archive, formatsFor('zh-TW'), zhTwLabels)}`}
        hint="刪除"
        color="red.8"
        icon={<RowGlyph name="trash" size="lg" />}
        onClick={fn()}
      />
    ),
  },
};

/** A long-running course with 2,000 archives: only the rows near the viewport are drawn. */
export const LargeCourse: Story = { args: { archives: manyArchives(2000) }, globals: atViewport('desktop') };

/** A course a student's upload created, marked and explained until an admin confirms or merges it. */
export const PendingCourse: Story = {
  args: { course: { name: '量子計算導論', category: 'interdisciplinary', pending: true }, archives: [] },
};
