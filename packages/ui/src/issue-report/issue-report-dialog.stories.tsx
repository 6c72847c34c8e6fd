import { ISSUE_DESCRIPTION_MAX, ISSUE_TITLE_MAX } from '@pastexam/api-contract/issue-form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { IssueReportDialog, type IssueReportValues } from './issue-report-dialog.tsx';

const filled: IssueReportValues = {
  type: 'bug',
  title: '預覽 PDF 時最後一頁空白',
  description: '在「資料結構」課程開啟 112 學年度期中考的預覽，最後一頁只顯示空白。\n下載後的檔案是完整的。',
  contact: 'student@example.edu',
};

const meta = {
  title: 'Components/IssueReportDialog',
  component: IssueReportDialog,
  args: {
    opened: true,
    destination: { kind: 'page', site: 'GitHub' },
    ...spies('onClose', 'onSubmit', 'onBlockedLinkFollowed'),
  },
} satisfies Meta<typeof IssueReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: no type chosen, so 前往 GitHub 提交 is disabled. */
export const Empty: Story = {};

/** Every field filled in; ready to go to the tracker. */
export const Filled: Story = { args: { defaultValues: filled } };

/** Title and description at their limits (100 and 2000 characters); nothing more can be typed. */
export const AtTheLimits: Story = {
  args: {
    defaultValues: {
      ...filled,
      title: '標'.repeat(ISSUE_TITLE_MAX),
      description: '這是一段很長的問題描述。'.repeat(200).slice(0, ISSUE_DESCRIPTION_MAX),
    },
  },
};

/** The browser refused the new tab: the report waits behind a link instead of being lost. */
export const PopupBlocked: Story = {
  args: {
    defaultValues: filled,
    blockedUrl: 'https://github.com/example-org/past-exam/issues/new?title=%E9%A0%90%E8%A6%BD',
  },
};

/** The department's setting is a mailto: address: the report is finished in the reader's e-mail program. */
export const ByEmail: Story = { args: { defaultValues: filled, destination: { kind: 'email' } } };

/** The setting is a page on the department's own tracker, named by its host. */
export const OwnTracker: Story = {
  args: { defaultValues: filled, destination: { kind: 'page', site: 'gitlab.cs.example.edu' } },
};

/** The server has no ISSUE_REPORT_URL: the dialog says whom to ask instead of offering a form that goes nowhere. */
export const NotConfigured: Story = { args: { destination: { kind: 'not-configured' } } };

/** The setting is still on its way: the form can be filled but not yet sent. */
export const Loading: Story = { args: { defaultValues: filled, destination: { kind: 'loading' } } };

/** The setting could not be read: the form cannot be sent, and the note says to try again. */
export const SettingUnavailable: Story = { args: { defaultValues: filled, destination: { kind: 'failed' } } };

/** On a 375px phone the dialog takes 90% of the width. */
export const Phone: Story = { args: { defaultValues: filled }, globals: atViewport('phone') };

/** At 1280px the dialog is 700px wide. */
export const Desktop: Story = { args: { defaultValues: filled }, globals: atViewport('desktop') };

/** Filled in, in English: the dialog's words are English, what was typed and the types' labels as they are. */
export const FilledEnglish: Story = { args: { defaultValues: filled }, globals: { locale: 'en' } };

/** The browser refused the new tab, in English. */
export const PopupBlockedEnglish: Story = { ...PopupBlocked, globals: { locale: 'en' } };

/** By e-mail, in English. */
export const ByEmailEnglish: Story = { ...ByEmail, globals: { locale: 'en' } };

/** No target on the server, in English. */
export const NotConfiguredEnglish: Story = { ...NotConfigured, globals: { locale: 'en' } };
