import { Burger } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { LAYOUT_BREAKPOINT } from '../theme/theme.ts';
import type { MobileMenuProps } from './mobile-menu.tsx';

// The menu (Mantine's Menu with its positioning library) is its own chunk: a guest never needs it, and a
// signed-in user's page paints before it arrives.
const MobileMenu = lazy<ComponentType<MobileMenuProps>>(() =>
  import('./mobile-menu.tsx').then(
    (module) => ({ default: module.MobileMenu }),
    // Without its code the menu is not offered; the page itself goes on working.
    () => ({ default: () => null }),
  ),
);

/** The 選單 menu; until its code is here, a button that looks the same and opens it once it is. */
export function MobileMenuLoader(props: Omit<MobileMenuProps, 'initiallyOpened'>) {
  const [pressedEarly, setPressedEarly] = useState(false);
  return (
    <Suspense
      fallback={
        <Burger
          opened={false}
          size="sm"
          aria-label="選單"
          hiddenFrom={LAYOUT_BREAKPOINT}
          onClick={() => setPressedEarly(true)}
        />
      }
    >
      <MobileMenu {...props} initiallyOpened={pressedEarly} />
    </Suspense>
  );
}
