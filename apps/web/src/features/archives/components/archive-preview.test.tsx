import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfigWith, meAnswer } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, type TestResponse, useTestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { archiveOf, courses } from '../manage/testing/fixtures.ts';

const server = useTestServer();
let fileAnswer: TestResponse;
const token = makeToken(claimsFor({ name: '王小明' }));

beforeEach(async () => {
  await server.start((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: courses };
    if (matchRoute(routes.courses.listCourseArchives, request)) return { status: 200, body: [archiveOf()] };
    if (matchRoute(routes.archives.archiveFile, request)) return fileAnswer;
    if (matchRoute(routes.archives.recordArchiveView, request)) return { status: 200, body: { ok: true } };
    return { status: 404, body: { detail: '找不到此 API 路徑', code: 'not_found' } };
  });
});

/** Opens the archive page on course 3 and the preview of its one archive. */
async function openPreview() {
  localStorage.setItem('selectedSubject', '3');
  const app = renderApp('/archive', { token });
  const row = await screen.findByRole('article', { name: /第一次期中考/ });
  await userEvent.click(within(row).getByRole('button', { name: '預覽' }));
  return { app };
}

const previewDialog = () => screen.findByRole('dialog', { name: '第一次期中考' });

describe('archive preview', () => {
  it('asks for the file with the session’s token and says when the archive is gone', async () => {
    fileAnswer = { status: 404, body: { detail: '找不到此考古題', code: 'archive_not_found' } };
    await openPreview();
    const dialog = await previewDialog();
    expect(await within(dialog).findByText('找不到這份考古題，它可能已被刪除')).toBeTruthy();
    const [request] = server.callsTo(routes.archives.archiveFile, { cid: '3', aid: '21' });
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('notes the archive as viewed, once, for the overview’s 最近瀏覽的考古題', async () => {
    fileAnswer = { status: 404, body: { detail: '找不到此考古題', code: 'archive_not_found' } };
    await openPreview();
    await previewDialog();
    await waitFor(() =>
      expect(server.callsTo(routes.archives.recordArchiveView, { aid: '21' })).toHaveLength(1),
    );
  });

  it('ends the session when the server refuses the token, as any other call does', async () => {
    fileAnswer = { status: 401, body: { detail: '登入已失效，請重新登入', code: 'unauthorized' } };
    // The refusal may end the session, and close the preview, before the dialog is ever looked for.
    const { app } = await openPreview();
    await waitFor(() => expect(app.pathname()).toBe('/'));
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });
});
