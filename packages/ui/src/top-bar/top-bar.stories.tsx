import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atViewport } from '../../.storybook/viewports.ts';
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
    onToggleColorScheme: fn(),
    onToggleSidebar: fn(),
    onTitleClick: fn(),
    onLogin: fn(),
    onLogout: fn(),
    onLogoutAll: fn(),
    onReportIssue: fn(),
    onOpenAiExam: fn(),
    onOpenAdmin: fn(),
    onIntent: fn(),
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const student = { name: '王小明', isAdmin: false };
const admin = { name: '系統管理員', isAdmin: true };

export const GuestPhone: Story = { globals: atViewport('phone') };
export const GuestDesktop: Story = { globals: atViewport('desktop') };

export const UserPhone: Story = { args: { user: student }, globals: atViewport('phone') };
export const UserDesktop: Story = { args: { user: student }, globals: atViewport('desktop') };

export const AdminPhone: Story = { args: { user: admin }, globals: atViewport('phone') };
export const AdminDesktop: Story = { args: { user: admin }, globals: atViewport('desktop') };

/** On /archive the course list can be opened and closed from the bar. */
export const OnArchivePhone: Story = {
  args: { user: student, showSidebarToggle: true, sidebarOpened: false },
  globals: atViewport('phone'),
};
export const OnArchiveDesktop: Story = {
  args: { user: student, showSidebarToggle: true, sidebarOpened: true },
  globals: atViewport('desktop'),
};
