import { Menu } from '@mantine/core';
import { IconDevicesOff } from '@tabler/icons-react';
import type { LazyMenuProps } from './menu-loader.tsx';
import type { TopBarProps, TopBarUser } from './top-bar.tsx';
import { useTopBarMenu } from './top-bar-menu.ts';
import { UserMenuButton } from './user-menu-button.tsx';

export interface UserMenuProps extends Pick<TopBarProps, 'onLogoutAll'>, LazyMenuProps {
  /** The signed-in user whose name opens the menu. Required, no default. */
  user: TopBarUser;
}

/** From the `md` breakpoint (960px) the user's name opens their own menu: what concerns their account. */
export function UserMenu({ user, onLogoutAll, initiallyOpened = false }: UserMenuProps) {
  const menu = useTopBarMenu(initiallyOpened);
  return (
    <Menu {...menu}>
      <Menu.Target>
        <UserMenuButton user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconDevicesOff size={16} aria-hidden />} onClick={onLogoutAll}>
          登出所有裝置
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
