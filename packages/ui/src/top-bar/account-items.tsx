import { Menu, Text } from '@mantine/core';
import {
  IconDevicesOff,
  IconFlag,
  IconId,
  IconKey,
  IconListNumbers,
  IconNotebook,
  IconStar,
  type TablerIcon,
} from '@tabler/icons-react';
import { useT } from '../i18n/locale-provider.tsx';
import { intentHandlers, type TopBarAction } from './intent.ts';
import type { TopBarProps, TopBarUser } from './top-bar.tsx';

export interface AccountItemsProps
  extends Pick<
    TopBarProps,
    | 'onOpenProfile'
    | 'onOpenMyExams'
    | 'onOpenBookmarks'
    | 'onOpenWorksheets'
    | 'onOpenMyFlags'
    | 'myFlagsUnseen'
    | 'onLogoutAll'
    | 'onChangePassword'
    | 'onIntent'
  > {
  /** The signed-in user whose account the items concern. Required, no default. */
  user: TopBarUser;
}

/** One item of the account's part of a menu. */
interface AccountItem {
  label: string;
  Icon: TablerIcon;
  onClick: () => void;
  /** The action whose intent pointing at or focusing the item reports. Default none. */
  intent?: TopBarAction;
  /** What is new behind the item, shown as a count beside it; 0 shows none. Default 0. */
  count?: number;
}

/**
 * What is the user's own, in either menu: their 個人資料 (nickname and account), their 我的模擬試題, 我的收藏, 我的題單 and 我的檢舉 (with the
 * count of outcomes not seen yet), then their account's 變更密碼 (local accounts) and 登出所有裝置.
 */
export function AccountItems({ user, onIntent, myFlagsUnseen = 0, ...handlers }: AccountItemsProps) {
  const t = useT();
  const changePassword: AccountItem = {
    label: t('topBar.changePassword'),
    Icon: IconKey,
    onClick: handlers.onChangePassword,
    intent: 'change-password',
  };
  const items: AccountItem[] = [
    { label: t('topBar.profile'), Icon: IconId, onClick: handlers.onOpenProfile, intent: 'profile' },
    { label: t('topBar.myExams'), Icon: IconNotebook, onClick: handlers.onOpenMyExams },
    { label: t('topBar.bookmarks'), Icon: IconStar, onClick: handlers.onOpenBookmarks },
    { label: t('topBar.worksheets'), Icon: IconListNumbers, onClick: handlers.onOpenWorksheets },
    { label: t('topBar.myFlags'), Icon: IconFlag, onClick: handlers.onOpenMyFlags, count: myFlagsUnseen },
    ...(user.canChangePassword ? [changePassword] : []),
    { label: t('topBar.logoutAll'), Icon: IconDevicesOff, onClick: handlers.onLogoutAll },
  ];
  return (
    <>
      {items.map(({ label, Icon, onClick, intent, count = 0 }) => (
        <Menu.Item
          key={label}
          leftSection={<Icon size={16} aria-hidden />}
          rightSection={
            // Plain text, not a Badge: the menu comes with every signed-in page's first load.
            count > 0 && (
              <Text span size="xs" fw={700} c="red" aria-hidden>
                {count}
              </Text>
            )
          }
          aria-label={count > 0 ? t('topBar.myFlagsUnseen', { label, count }) : undefined}
          onClick={onClick}
          {...(intent && intentHandlers(intent, onIntent))}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}
