import { menuLoader } from './menu-loader.tsx';
import type { UserMenuProps } from './user-menu.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

/** The user's own menu; until its code is here, their name as a button that opens it once it is. */
export const UserMenuLoader = menuLoader<Omit<UserMenuProps, 'initiallyOpened'>>(
  () => import('./user-menu.tsx').then((module) => module.UserMenu),
  ({ user, onPress }) => (
    <UserMenuButton user={user} aria-haspopup="menu" aria-expanded={false} onClick={onPress} />
  ),
);
