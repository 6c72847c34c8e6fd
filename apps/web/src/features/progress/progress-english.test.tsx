import { routes } from '@pastexam/api-contract';
import { loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { progressMessages } from '@pastexam/ui/messages/progress';
import { sampleBookmarks } from '@pastexam/ui/progress/fixtures';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { serveSignedInApp, uncodedFailure } from '../../testing/signed-in-server.ts';
import { matchRoute } from '../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../testing/tokens.ts';

const token = makeToken(claimsFor({ name: 'Alice' }));

serveSignedInApp((request) => {
  if (matchRoute(routes.progress.listMyBookmarks, request))
    return { status: 200, body: { bookmarks: sampleBookmarks } };
  if (matchRoute(routes.progress.setBookmark, request)) return uncodedFailure;
  return undefined;
});

beforeEach(() => Promise.all([loadLocale('en'), loadCatalogue(progressMessages, 'en')]));

describe('My bookmarks in English', () => {
  it('titles the page, and says in English that a bookmark could not be changed', async () => {
    renderApp('/bookmarks', { token, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'My bookmarks', level: 1 })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Bookmark 3(b)' }));
    expect(await screen.findByText('Couldn’t update the bookmark')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });
});
