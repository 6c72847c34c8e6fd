import { Menu } from '@mantine/core';
import { AccountItems, type AccountItemsProps } from './account-items.tsx';
import type { LazyMenuProps } from './menu-loader.tsx';
import { useTopBarMenu } from './top-bar-menu.ts';
import { UserMenuButton } from './user-menu-button.tsx';

export interface UserMenuProps extends AccountItemsProps, LazyMenuProps {}

/** From the `md` breakpoint (960px) the user's name opens their own menu: what concerns their account. */
export function UserMenu({ initiallyOpened = false, ...items }: UserMenuProps) {
  const menu = useTopBarMenu(initiallyOpened);
  return (
    <Menu {...menu}>
      <Menu.Target>
        <UserMenuButton user={items.user} />
      </Menu.Target>
      <Menu.Dropdown>
        <AccountItems {...items} />
      </Menu.Dropdown>
    </Menu>
  );
}
