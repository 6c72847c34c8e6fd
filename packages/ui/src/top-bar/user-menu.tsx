import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconDevicesOff, IconKey, IconUserCircle } from '@tabler/icons-react';
import type { TopBarProps, TopBarUser } from './top-bar.tsx';

interface UserMenuProps extends Pick<TopBarProps, 'onLogoutAll' | 'onChangePassword'> {
  /** The signed-in user whose name opens the menu. Required, no default. */
  user: TopBarUser;
}

/** What concerns the user's own account, in either menu: 變更密碼 (local accounts) and 登出所有裝置. */
export function AccountItems({ user, onLogoutAll, onChangePassword }: UserMenuProps) {
  return (
    <>
      {user.canChangePassword && (
        <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={onChangePassword}>
          變更密碼
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconDevicesOff size={16} aria-hidden />} onClick={onLogoutAll}>
        登出所有裝置
      </Menu.Item>
    </>
  );
}

/** From the `md` breakpoint (960px) the user's name opens their own menu: what concerns their account. */
export function UserMenu({ user, onLogoutAll, onChangePassword }: UserMenuProps) {
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
        <AccountItems user={user} onLogoutAll={onLogoutAll} onChangePassword={onChangePassword} />
      </Menu.Dropdown>
    </Menu>
  );
}
