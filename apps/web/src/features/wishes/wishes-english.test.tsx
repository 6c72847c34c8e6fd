import { loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { wishesMessages } from '@pastexam/ui/messages/wishes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { token } from '../../testing/archive-fixtures.ts';
import { serveArchiveEachTest } from '../../testing/archive-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

serveArchiveEachTest();

beforeEach(() => Promise.all([loadLocale('en'), loadCatalogue(wishesMessages, 'en')]));

describe('the wish pool in English', () => {
  it('says in English that a wish could not be made', async () => {
    renderApp('/archive?course=3', { token, locale: 'en' });
    const pool = await screen.findByRole('region', { name: 'Wish pool' });
    await userEvent.click(within(pool).getByRole('button', { name: 'Make a wish' }));
    const dialog = await screen.findByRole('dialog', { name: /^Make a wish: / });
    // The test server answers the wish with a failure that has no code: the dialog says its own words.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a wish' }));
    expect(await within(dialog).findByText('Couldn’t make the wish. Please try again later.')).toBeTruthy();
  });
});
