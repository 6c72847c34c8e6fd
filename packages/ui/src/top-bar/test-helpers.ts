import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// What the top bar's tests read of it, as a user sees it.

/** Accessible names of the buttons a user can see and reach, in order. */
export function visibleButtons(): string[] {
  return screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
}

/** The items of an open menu, in order. */
export function menuItems(menu: HTMLElement): (string | null)[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** Opens 選單 and picks `item` from it, as a user at phone width does. */
export async function chooseInMenu(item: string): Promise<void> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '選單' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}
