import { Burger, Menu } from '@mantine/core';
import { IconMessageReport, IconSettings, IconSparkles } from '@tabler/icons-react';
import { LAYOUT_BREAKPOINT } from '../theme/theme.ts';
import { AccountItems } from './account-items.tsx';
import { intentHandlers } from './intent.ts';
import type { LazyMenuProps } from './menu-loader.tsx';
import type { TopBarProps, TopBarUser } from './top-bar.tsx';
import { useTopBarMenu } from './top-bar-menu.ts';

export interface MobileMenuProps
  extends Pick<
      TopBarProps,
      | 'onOpenAdmin'
      | 'onReportIssue'
      | 'onOpenAiExam'
      | 'onOpenMyExams'
      | 'onLogoutAll'
      | 'onChangePassword'
      | 'onIntent'
    >,
    LazyMenuProps {
  /** The signed-in user whose items the menu holds. Required, no default. */
  user: TopBarUser;
}

/** Below the `md` breakpoint (960px) a signed-in user's name and actions live here. */
export function MobileMenu({
  user,
  onOpenAdmin,
  onReportIssue,
  onOpenAiExam,
  onOpenMyExams,
  onLogoutAll,
  onChangePassword,
  onIntent,
  initiallyOpened = false,
}: MobileMenuProps) {
  const menu = useTopBarMenu(initiallyOpened);

  return (
    <Menu {...menu}>
      <Menu.Target>
        <Burger opened={menu.opened} size="sm" aria-label="選單" hiddenFrom={LAYOUT_BREAKPOINT} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        {user.isAdmin && (
          <Menu.Item
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={onOpenAdmin}
            {...intentHandlers('admin', onIntent)}
          >
            系統管理
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconMessageReport size={16} aria-hidden />}
          onClick={onReportIssue}
          {...intentHandlers('issue-report', onIntent)}
        >
          問題回報
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={onOpenAiExam}
          {...intentHandlers('ai-exam', onIntent)}
        >
          AI 模擬試題
        </Menu.Item>
        <Menu.Divider />
        <AccountItems
          user={user}
          onOpenMyExams={onOpenMyExams}
          onLogoutAll={onLogoutAll}
          onChangePassword={onChangePassword}
          onIntent={onIntent}
        />
      </Menu.Dropdown>
    </Menu>
  );
}
