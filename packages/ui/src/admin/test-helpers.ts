import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Opens the Mantine Select labelled `label` and picks `option`, as a user would. */
export async function chooseOption(label: string, option: string): Promise<void> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The text of column `index` in every body row of the table. */
export function columnTexts(index: number): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

/** The cards a phone shows instead of the table, in the list named `list`, after checking no table is drawn. */
export function cardsOf(list: string): HTMLElement[] {
  expect(screen.queryByRole('table')).toBeNull();
  return within(screen.getByRole('list', { name: list })).getAllByRole('listitem');
}

/** The card of one row, found by its title (its accessible name). */
export function cardOf(list: string, title: string | RegExp): HTMLElement {
  expect(screen.queryByRole('table')).toBeNull();
  return within(screen.getByRole('list', { name: list })).getByRole('listitem', { name: title });
}

/** A card's values by their labels, as the phone shows them. */
export function cardValues(card: HTMLElement): Record<string, string> {
  const labels = within(card).getAllByRole('term');
  return Object.fromEntries(
    labels.map((label) => [label.textContent ?? '', label.nextElementSibling?.textContent ?? '']),
  );
}

/** The titles of the cards in the list named `list`, in order: what a screen reader names each item. */
export function cardTitles(list: string): string[] {
  return cardsOf(list).map(
    (card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
  );
}
