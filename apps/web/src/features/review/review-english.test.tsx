import { routes } from '@pastexam/api-contract';
import { loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { progressMessages } from '@pastexam/ui/messages/progress';
import { reviewMessages } from '@pastexam/ui/messages/review';
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
  if (matchRoute(routes.review.getReviewQueue, request)) return uncodedFailure;
  if (matchRoute(routes.review.listMyReviewCourses, request)) return { status: 200, body: { courses: [] } };
  if (matchRoute(routes.progress.listMyBookmarks, request))
    return { status: 200, body: { bookmarks: sampleBookmarks } };
  if (matchRoute(routes.review.addBookmarksToReview, request)) return { status: 200, body: { added: 2 } };
  return undefined;
});

beforeEach(() =>
  Promise.all([loadLocale('en'), loadCatalogue(reviewMessages, 'en'), loadCatalogue(progressMessages, 'en')]),
);

describe('the review in English', () => {
  it('titles the review and says in English that today’s could not be loaded', async () => {
    renderApp('/review', { token, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Review', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Couldn’t load today’s review')).toBeTruthy();
    expect(screen.getByText('Loading failed')).toBeTruthy();
  });

  it('adds every bookmark to the review from My bookmarks, and says how many were new', async () => {
    renderApp('/bookmarks', { token, locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to review' }));
    expect(await screen.findByText('Added to review')).toBeTruthy();
    expect(screen.getByText('2 new questions')).toBeTruthy();
  });
});
