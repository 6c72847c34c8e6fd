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
  const changePassword: AccountItem = {
    label: '變更密碼',
    Icon: IconKey,
    onClick: handlers.onChangePassword,
    intent: 'change-password',
  };
  const items: AccountItem[] = [
    { label: '個人資料', Icon: IconId, onClick: handlers.onOpenProfile, intent: 'profile' },
    { label: '我的模擬試題', Icon: IconNotebook, onClick: handlers.onOpenMyExams },
    { label: '我的收藏', Icon: IconStar, onClick: handlers.onOpenBookmarks },
    { label: '我的題單', Icon: IconListNumbers, onClick: handlers.onOpenWorksheets },
    { label: '我的檢舉', Icon: IconFlag, onClick: handlers.onOpenMyFlags, count: myFlagsUnseen },
    ...(user.canChangePassword ? [changePassword] : []),
    { label: '登出所有裝置', Icon: IconDevicesOff, onClick: handlers.onLogoutAll },
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
          aria-label={count > 0 ? `${label}，${count} 則新結果` : undefined}
          onClick={onClick}
          {...(intent && intentHandlers(intent, onIntent))}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}
