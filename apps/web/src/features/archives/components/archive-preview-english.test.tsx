import { routes } from '@pastexam/api-contract';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { pdfViewerMessages } from '@pastexam/ui/messages/pdf-viewer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appConfigWith, meAnswer } from '../../../testing/api-fixtures.ts';
import { loadEnglish } from '../../../testing/load-english.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, useTestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { archiveOf, courses } from '../manage/testing/fixtures.ts';

const server = useTestServer();
beforeAll(() => loadEnglish(archivesMessages, pdfViewerMessages));

describe('archive preview, in English', () => {
  it('says in English that the archive is gone', async () => {
    await server.start((request) => {
      if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
      if (matchRoute(routes.users.me, request)) return meAnswer(request);
      if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: courses };
      if (matchRoute(routes.courses.listCourseArchives, request)) return { status: 200, body: [archiveOf()] };
      if (matchRoute(routes.archives.archiveFile, request))
        return { status: 404, body: { detail: 'Past exam not found', code: 'archive_not_found' } };
      if (matchRoute(routes.archives.recordArchiveView, request)) return { status: 200, body: { ok: true } };
      return { status: 404, body: { detail: 'Not found', code: 'not_found' } };
    });
    localStorage.setItem('selectedSubject', '3');
    renderApp('/archive', { token: makeToken(claimsFor({ name: 'Mei' })), locale: 'en' });
    const row = await screen.findByRole('article', { name: /第一次期中考/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: '第一次期中考' });
    expect(
      await within(dialog).findByText('This past exam couldn’t be found. It may have been deleted'),
    ).toBeTruthy();
  });
});
