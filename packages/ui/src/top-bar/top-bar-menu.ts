import type { MenuProps } from '@mantine/core';
import { useState } from 'react';

/** What the top bar's menus share: opened from the right edge, 200px wide, open from the start when asked. */
export function useTopBarMenu(initiallyOpened: boolean) {
  const [opened, setOpened] = useState(initiallyOpened);
  return {
    opened,
    onChange: setOpened,
    position: 'bottom-end',
    width: 200,
    // Its focus placeholder is a presentational element with a tabindex, which axe rejects inside role=menu.
    withInitialFocusPlaceholder: false,
  } satisfies MenuProps;
}
