import { Menu } from '@mantine/core';
import { IconDevicesOff, IconId, IconKey, IconNotebook } from '@tabler/icons-react';
import { intentHandlers } from './intent.ts';
import type { TopBarProps, TopBarUser } from './top-bar.tsx';

export interface AccountItemsProps
  extends Pick<
    TopBarProps,
    'onOpenProfile' | 'onOpenMyExams' | 'onLogoutAll' | 'onChangePassword' | 'onIntent'
  > {
  /** The signed-in user whose account the items concern. Required, no default. */
  user: TopBarUser;
}

/**
 * What is the user's own, in either menu: their 個人資料 (nickname and account), their 我的模擬試題, then their
 * account's 變更密碼 (local accounts) and 登出所有裝置.
 */
export function AccountItems({
  user,
  onOpenProfile,
  onOpenMyExams,
  onLogoutAll,
  onChangePassword,
  onIntent,
}: AccountItemsProps) {
  return (
    <>
      <Menu.Item
        leftSection={<IconId size={16} aria-hidden />}
        onClick={onOpenProfile}
        {...intentHandlers('profile', onIntent)}
      >
        個人資料
      </Menu.Item>
      <Menu.Item leftSection={<IconNotebook size={16} aria-hidden />} onClick={onOpenMyExams}>
        我的模擬試題
      </Menu.Item>
      {user.canChangePassword && (
        <Menu.Item
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={onChangePassword}
          {...intentHandlers('change-password', onIntent)}
        >
          變更密碼
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconDevicesOff size={16} aria-hidden />} onClick={onLogoutAll}>
        登出所有裝置
      </Menu.Item>
    </>
  );
}
