import { Burger, Menu } from '@mantine/core';
import { IconMessageReport, IconSettings, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { LAYOUT_BREAKPOINT } from '../theme/theme.ts';
import type { TopBarProps, TopBarUser } from './top-bar.tsx';
import { AccountItems } from './user-menu.tsx';

interface MobileMenuProps
  extends Pick<
    TopBarProps,
    'onOpenAdmin' | 'onReportIssue' | 'onOpenAiExam' | 'onLogoutAll' | 'onChangePassword'
  > {
  /** The signed-in user whose items the menu holds. Required, no default. */
  user: TopBarUser;
}

/** Below the `md` breakpoint (960px) a signed-in user's name and actions live here. */
export function MobileMenu({
  user,
  onOpenAdmin,
  onReportIssue,
  onOpenAiExam,
  onLogoutAll,
  onChangePassword,
}: MobileMenuProps) {
  const [opened, setOpened] = useState(false);

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
          <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={onOpenAdmin}>
            系統管理
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconMessageReport size={16} aria-hidden />} onClick={onReportIssue}>
          問題回報
        </Menu.Item>
        <Menu.Item leftSection={<IconSparkles size={16} aria-hidden />} onClick={onOpenAiExam}>
          AI 模擬試題
        </Menu.Item>
        <Menu.Divider />
        <AccountItems user={user} onLogoutAll={onLogoutAll} onChangePassword={onChangePassword} />
      </Menu.Dropdown>
    </Menu>
  );
}
