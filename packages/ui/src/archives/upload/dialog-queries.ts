import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The input of a field in `dialog`; required fields end their label with an asterisk. */
export function fieldIn(dialog: HTMLElement, label: string): HTMLInputElement {
  // A Select's option list carries the same label, hence the selector.
  const field = within(dialog).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
  if (!(field instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
  return field;
}

/** Opens a Select or Autocomplete of `dialog` and picks an option, as a user would. */
export async function chooseIn(dialog: HTMLElement, label: string, option: string): Promise<void> {
  await userEvent.click(fieldIn(dialog, label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
