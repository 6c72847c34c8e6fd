import { routes } from '@pastexam/api-contract';
import { loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { practiceMessages } from '@pastexam/ui/messages/practice';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { serveSignedInApp, uncodedFailure } from '../../testing/signed-in-server.ts';
import { matchRoute } from '../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../testing/tokens.ts';

const token = makeToken(claimsFor({ name: 'Alice' }));

serveSignedInApp((request) => {
  if (matchRoute(routes.practice.practiceOverview, request)) return uncodedFailure;
  if (matchRoute(routes.practice.getPractice, request)) return uncodedFailure;
  return undefined;
});

beforeEach(() => Promise.all([loadLocale('en'), loadCatalogue(practiceMessages, 'en')]));

describe('the practice exam in English', () => {
  it('titles an exam’s practice page and says in English that it could not be loaded', async () => {
    renderApp('/practice/31', { token, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Practice exam', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Couldn’t load the practice exams')).toBeTruthy();
    expect(screen.getByText('Loading failed')).toBeTruthy();
  });

  it('says in English that an attempt could not be loaded', async () => {
    renderApp('/practice/31/7', { token, locale: 'en' });
    expect(await screen.findByText('Couldn’t load this practice exam')).toBeTruthy();
  });
});
