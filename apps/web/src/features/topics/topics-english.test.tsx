import { routes } from '@pastexam/api-contract';
import { loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { fingerprintMessages } from '@pastexam/ui/messages/fingerprint';
import { topicsMessages } from '@pastexam/ui/messages/topics';
import { sampleAreas } from '@pastexam/ui/topics';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { serveSignedInApp, uncodedFailure } from '../../testing/signed-in-server.ts';
import { matchRoute } from '../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../testing/tokens.ts';

const admin = makeToken(claimsFor({ name: 'Alice', is_admin: true }));

serveSignedInApp((request) => {
  if (matchRoute(routes.topics.listTopics, request))
    return { status: 200, body: { areas: sampleAreas, can_edit: true } };
  if (matchRoute(routes.topics.createTopic, request)) return uncodedFailure;
  if (matchRoute(routes.topics.courseFingerprint, request)) return uncodedFailure;
  return undefined;
});

beforeEach(() =>
  Promise.all([
    loadLocale('en'),
    loadCatalogue(topicsMessages, 'en'),
    loadCatalogue(fingerprintMessages, 'en'),
  ]),
);

describe('the topics’ pages in English', () => {
  it('titles the tree and labels the new topic’s form, and says a failure in English', async () => {
    renderApp('/topics', { token: admin, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Topics', level: 1 })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Add topic' });
    expect(within(form).getByRole('textbox', { name: 'Keywords (separated by commas)' })).toBeTruthy();
    expect(within(form).getByLabelText('Parent area')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Chinese name' }), '圖論');
    await userEvent.type(within(form).getByRole('textbox', { name: 'English name' }), 'Graphs');
    await userEvent.click(within(form).getByRole('button', { name: 'Add topic' }));
    expect(await screen.findByText('Couldn’t add the topic')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });

  it('says why a picked file is not a topic file', async () => {
    renderApp('/topics', { token: admin, locale: 'en' });
    await screen.findByRole('button', { name: 'Import JSON' });
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, new File(['not json'], 'topics.json', { type: 'application/json' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file isn’t valid JSON');
  });

  it('titles a course’s exam analysis, and offers every professor when a chosen one fails', async () => {
    renderApp('/courses/3/fingerprint?professor=Chen', { token: admin, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Exam analysis', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to the course' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Show all professors' })).toBeTruthy();
    expect(await screen.findByText('Couldn’t load the exam analysis')).toBeTruthy();
  });
});
