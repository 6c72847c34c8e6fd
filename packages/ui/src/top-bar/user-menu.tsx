import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconDevicesOff, IconUserCircle } from '@tabler/icons-react';
import type { TopBarProps, TopBarUser } from './top-bar.tsx';

interface UserMenuProps extends Pick<TopBarProps, 'onLogoutAll'> {
  /** The signed-in user whose name opens the menu. Required, no default. */
  user: TopBarUser;
}

/** From the `md` breakpoint (960px) the user's name opens their own menu: what concerns their account. */
export function UserMenu({ user, onLogoutAll }: UserMenuProps) {
  return (
    <Menu position="bottom-end" width={200} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Text component="span" size="sm" maw={160} truncate="end">
            {user.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconDevicesOff size={16} aria-hidden />} onClick={onLogoutAll}>
          登出所有裝置
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
