import { Burger, Menu } from '@mantine/core';
import { IconMessageReport, IconSettings, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { LAYOUT_BREAKPOINT } from '../theme/theme.ts';
import { intentHandlers } from './intent.ts';
import type { TopBarProps, TopBarUser } from './top-bar.tsx';

export interface MobileMenuProps
  extends Pick<TopBarProps, 'onOpenAdmin' | 'onReportIssue' | 'onOpenAiExam' | 'onIntent'> {
  /** The signed-in user whose items the menu holds. Required, no default. */
  user: TopBarUser;
  /** Opens the menu as it mounts: its button was pressed while the menu's code was on its way. Default false. */
  initiallyOpened?: boolean;
}

/** Below the `md` breakpoint (960px) a signed-in user's name and actions live here. */
export function MobileMenu({
  user,
  onOpenAdmin,
  onReportIssue,
  onOpenAiExam,
  onIntent,
  initiallyOpened = false,
}: MobileMenuProps) {
  const [opened, setOpened] = useState(initiallyOpened);

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={200}
      // Its focus placeholder is a presentational element with a tabindex, which axe rejects inside role=menu.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Burger opened={opened} size="sm" aria-label="選單" hiddenFrom={LAYOUT_BREAKPOINT} />
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
      </Menu.Dropdown>
    </Menu>
  );
}
