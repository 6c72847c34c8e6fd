import { ActionIcon, Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconSpeakerphone } from '@tabler/icons-react';
import { fn } from 'storybook/test';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { SearchBox } from '../search/search-box.tsx';
import { TopBar } from './top-bar.tsx';

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  decorators: [
    (Story) => (
      <Box
        component="header"
        h={60}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Story />
      </Box>
    ),
  ],
  args: {
    user: null,
    showSidebarToggle: false,
    ...spies(
      'onToggleColorScheme',
      'onToggleSidebar',
      'onTitleClick',
      'onLogin',
      'onLogout',
      'onLogoutAll',
      'onChangePassword',
      'onReportIssue',
      'onOpenTopics',
      'onChangeLocale',
      'onOpenAiExam',
      'onOpenProfile',
      'onOpenMyExams',
      'onOpenBookmarks',
      'onOpenWorksheets',
      'onOpenMyFlags',
      'onOpenAdmin',
      'onIntent',
    ),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const student = { name: '王小明', isAdmin: false, canChangePassword: true };
const admin = { name: '系統管理員', isAdmin: true, canChangePassword: true };
const ssoStudent = { name: '陳同學', isAdmin: false, canChangePassword: false };

/** A stand-in for the 公告 button the app puts in the `notices` slot. */
const notices = (
  <ActionIcon variant="subtle" size="lg" aria-label="公告">
    <IconSpeakerphone size={20} aria-hidden />
  </ActionIcon>
);

export const GuestPhone: Story = { globals: atViewport('phone') };
export const GuestDesktop: Story = {};

export const UserPhone: Story = { args: { user: student }, globals: atViewport('phone') };
/** Below the layout switch but wider than a phone: 登出 stays in the bar. */
export const UserTablet: Story = { args: { user: student }, globals: atViewport('tablet') };
export const UserDesktop: Story = { args: { user: student } };

/** Two outcomes of the user's flags are new: 我的檢舉 in their menu carries the count. */
export const MyFlagsUnseenDesktop: Story = { args: { user: student, myFlagsUnseen: 2 } };
export const MyFlagsUnseenPhone: Story = {
  args: { user: student, myFlagsUnseen: 2 },
  globals: atViewport('phone'),
};

/** The user chose a nickname: the bar shows it in place of their login name. */
export const NicknameDesktop: Story = { args: { user: { ...student, name: '小明同學' } } };

/** A single sign-on account has no password here: its menu has no 變更密碼. */
export const SsoUserPhone: Story = { args: { user: ssoStudent }, globals: atViewport('phone') };
export const SsoUserDesktop: Story = { args: { user: ssoStudent } };

export const AdminPhone: Story = { args: { user: admin }, globals: atViewport('phone') };
/** At a desktop’s width each feature and 登出 is its icon, named by a tooltip: the names would leave no room for the rest. */
export const AdminDesktop: Story = { args: { user: admin } };
/** On a wide screen the features are named beside their icons. */
export const AdminWide: Story = { args: { user: admin }, globals: atViewport('wide') };

/** The app's 公告 button sits before 登出 at every width, for signed-in users only. */
export const WithNoticesPhone: Story = { args: { user: student, notices }, globals: atViewport('phone') };
export const WithNoticesDesktop: Story = { args: { user: student, notices } };
export const GuestWithNotices: Story = { args: { notices } };

/** On /archive the course list can be opened and closed from the bar. */
export const OnArchivePhone: Story = {
  args: { user: student, showSidebarToggle: true, sidebarOpened: false },
  globals: atViewport('phone'),
};
export const OnArchiveDesktop: Story = {
  args: { user: student, showSidebarToggle: true, sidebarOpened: true },
};

/** The archive page's search, opened on a phone: it covers the whole bar until 關閉搜尋 or Escape. */
export const SearchOpenedPhone: Story = {
  args: {
    user: student,
    showSidebarToggle: true,
    notices,
    search: <SearchBox value="AVL 旋轉" onChange={fn()} onSubmit={fn()} defaultOpened />,
  },
  globals: atViewport('phone'),
};

/** The same bar with the search closed: 🔍 between the title and 公告. */
export const SearchClosedPhone: Story = {
  args: { ...SearchOpenedPhone.args, search: <SearchBox value="" onChange={fn()} onSubmit={fn()} /> },
  globals: atViewport('phone'),
};

/** The bar in English, as a reader who chose it (or whose browser asks for it) sees it. */
export const GuestEnglish: Story = { globals: { locale: 'en' } };
export const UserEnglish: Story = { args: { user: admin, myFlagsUnseen: 1 }, globals: { locale: 'en' } };
/** English names are longer: they fit beside the icons from 1,728px, where zh-TW's fit from 1,408px. */
export const UserEnglishWide: Story = {
  args: { user: admin },
  globals: { ...atViewport('wide'), locale: 'en' },
};
export const UserPhoneEnglish: Story = {
  args: { user: student },
  globals: { ...atViewport('phone'), locale: 'en' },
};
