import { Burger, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLanguage, IconLogout } from '@tabler/icons-react';
import { useT } from '../i18n/locale-provider.tsx';
import { LAYOUT_BREAKPOINT, PHONE_SCREEN_QUERY } from '../theme/theme.ts';
import { AccountItems, type AccountItemsProps } from './account-items.tsx';
import { featureActions } from './feature-actions.ts';
import { intentHandlers } from './intent.ts';
import { useOtherLanguage } from './language-switch.tsx';
import type { LazyMenuProps } from './menu-loader.tsx';
import type { TopBarProps } from './top-bar.tsx';
import { useTopBarMenu } from './top-bar-menu.ts';

/** The account's items (theirs, with the signed-in user), and the features' and 登出 on a narrow screen. */
export interface MobileMenuProps
  extends AccountItemsProps,
    Pick<
      TopBarProps,
      'onOpenAdmin' | 'onOpenTopics' | 'onReportIssue' | 'onOpenAiExam' | 'onLogout' | 'onChangeLocale'
    >,
    LazyMenuProps {}

/**
 * Below the `md` breakpoint (960px) a signed-in user's name and actions live here; on a phone (below 576px),
 * where the bar has no room for them, the language switch and 登出 too.
 */
export function MobileMenu({ initiallyOpened = false, ...items }: MobileMenuProps) {
  const { user, onIntent, onLogout, onChangeLocale } = items;
  const language = useOtherLanguage();
  const menu = useTopBarMenu(initiallyOpened);
  const t = useT();
  // Asked in script, not hidden by CSS: a hidden item would still be one the arrow keys stop at.
  const phone = useMediaQuery(PHONE_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });

  return (
    <Menu {...menu}>
      <Menu.Target>
        <Burger opened={menu.opened} size="sm" aria-label={t('topBar.menu')} hiddenFrom={LAYOUT_BREAKPOINT} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        {featureActions(user, items, t).map(({ action, label, Icon, onClick }) => (
          <Menu.Item
            key={action}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={onClick}
            {...intentHandlers(action, onIntent)}
          >
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <AccountItems {...items} />
        {phone && (
          <>
            <Menu.Item
              leftSection={<IconLanguage size={16} aria-hidden />}
              lang={language.lang}
              onClick={() => onChangeLocale(language.other)}
            >
              {language.name}
            </Menu.Item>
            <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
              {t('topBar.logout')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
