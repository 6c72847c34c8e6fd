import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atViewport } from '../../.storybook/viewports.ts';
import { myArchiveReports, openReportedArchive, resolvedReportedArchive } from './fixtures.ts';
import { MyArchiveReportsList } from './my-archive-reports-list.tsx';
import { ReportArchiveDialog } from './report-archive-dialog.tsx';
import { ReportedArchivesPanel } from './reported-archives-panel.tsx';

/** The exam reports of the admin's 檢舉 tab, 我的檢舉's exam reports and the 回報問題 dialog, each state one story. */
const meta = {
  title: 'Archives/Reports',
  component: ReportedArchivesPanel,
  args: {
    state: 'open',
    onStateChange: fn(),
    groups: [openReportedArchive],
    onResolve: fn(),
    linkOf: () => '/archive?course=3&archive=7',
  },
} satisfies Meta<typeof ReportedArchivesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open reports of one archive and reason, with 已修正 / 移到垃圾桶 / 永久刪除 / 不處理. */
export const OpenReports: Story = {};

/** A resolution being sent: the group's buttons wait. */
export const Resolving: Story = { args: { busyKey: '7|wrong_metadata' } };

/** Resolved reports say how, by whom and what the admin wrote. */
export const ResolvedReports: Story = { args: { state: 'resolved', groups: [resolvedReportedArchive] } };

/** An archive in the trash whose reports are still open. */
export const InTrash: Story = { args: { groups: [{ ...openReportedArchive, in_trash: true }] } };

/** Nothing waits. */
export const NoReports: Story = { args: { groups: [] } };

/** The list could not be loaded. */
export const LoadFailed: Story = { args: { groups: null, onRetry: fn() } };

/** On a phone. */
export const Phone: Story = { globals: atViewport('phone') };

/** 我的檢舉's exam reports with a new outcome and a report still open. */
export const MyReports: Story = { render: () => <MyArchiveReportsList reports={myArchiveReports} /> };

/** 我的檢舉 before any report. */
export const MyReportsEmpty: Story = { render: () => <MyArchiveReportsList reports={[]} /> };

/** The report dialog as it opens. */
export const ReportDialog: Story = {
  render: () => <ReportArchiveDialog opened onSubmit={fn()} onClose={fn()} />,
};

/** The report dialog after the server refused the report. */
export const ReportDialogRefused: Story = {
  render: () => (
    <ReportArchiveDialog
      opened
      onSubmit={fn()}
      onClose={fn()}
      error="您已用這個理由回報過此考古題，管理員處理前不必再次回報"
    />
  ),
};

/** Open reports, in English: the reasons and outcomes are the shared labels, the reports as written. */
export const OpenReportsEnglish: Story = { globals: { locale: 'en' } };

/** 我的檢舉's exam reports, in English. */
export const MyReportsEnglish: Story = {
  render: () => <MyArchiveReportsList reports={myArchiveReports} />,
  globals: { locale: 'en' },
};

/** The report dialog, in English. */
export const ReportDialogEnglish: Story = {
  render: () => <ReportArchiveDialog opened onSubmit={fn()} onClose={fn()} />,
  globals: { locale: 'en' },
};
