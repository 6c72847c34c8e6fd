import { routes } from '@pastexam/api-contract';
import { loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { worksheetsMessages } from '@pastexam/ui/messages/worksheets';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { serveSignedInApp, uncodedFailure } from '../../testing/signed-in-server.ts';
import { matchRoute } from '../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../testing/tokens.ts';

const token = makeToken(claimsFor({ name: 'Alice' }));

serveSignedInApp((request) => {
  if (matchRoute(routes.worksheets.listMyWorksheets, request)) return uncodedFailure;
  if (matchRoute(routes.worksheets.getWorksheet, request)) return uncodedFailure;
  return undefined;
});

beforeEach(() => Promise.all([loadLocale('en'), loadCatalogue(worksheetsMessages, 'en')]));

describe('the worksheets’ pages in English', () => {
  it('titles My worksheets and says in English that they could not be loaded', async () => {
    renderApp('/worksheets', { token, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'My worksheets', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Couldn’t load your worksheets')).toBeTruthy();
    expect(screen.getByText('Loading failed')).toBeTruthy();
  });

  it('says in English that a worksheet could not be loaded', async () => {
    renderApp('/worksheets/3f1c2b9e-4d5a-4b7c-9e21-0a1b2c3d4e5f', { token, locale: 'en' });
    expect((await screen.findAllByText('Couldn’t load the worksheet')).length).toBeGreaterThan(0);
    expect(screen.getByText('Loading failed')).toBeTruthy();
  });
});
