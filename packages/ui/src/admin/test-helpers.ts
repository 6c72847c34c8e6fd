import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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
