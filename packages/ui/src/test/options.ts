import { waitFor, within } from '@testing-library/react';

/**
 * The options of the list a Select or Autocomplete has open, once it is open. Each field controls a list of its
 * own: asking the whole page for options reads whichever list is open first, which need not be this field's.
 */
export async function optionsOf(field: HTMLElement): Promise<(string | null)[]> {
  const list = await waitFor(() => {
    const controlled = document.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!controlled) throw new Error('the field has no open list');
    return controlled;
  });
  // Mantine keeps a positioned dropdown hidden in happy-dom, which has no layout; its options are there all the same.
  return within(list)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
}
