import { Burger } from '@mantine/core';
import { useT } from '../i18n/locale-provider.tsx';
import { LAYOUT_BREAKPOINT } from '../theme/theme.ts';
import { menuLoader } from './menu-loader.tsx';
import type { MobileMenuProps } from './mobile-menu.tsx';

/** The 選單 menu; until its code is here, a button that looks the same and opens it once it is. */
export const MobileMenuLoader = menuLoader<Omit<MobileMenuProps, 'initiallyOpened'>>(
  () => import('./mobile-menu.tsx').then((module) => module.MobileMenu),
  function MobileMenuPlaceholder({ onPress }) {
    const t = useT();
    return (
      <Burger
        opened={false}
        size="sm"
        aria-label={t('topBar.menu')}
        aria-haspopup="menu"
        aria-expanded={false}
        hiddenFrom={LAYOUT_BREAKPOINT}
        onClick={onPress}
      />
    );
  },
);
