import { type Archive, routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfigWith, meAnswer } from '../../../../testing/api-fixtures.ts';
import { renderApp } from '../../../../testing/render-app.tsx';
import { matchRoute, pathOf, startTestServer, type TestServer } from '../../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../../testing/tokens.ts';
import { archiveOf, courses, pdfFile } from '../testing/fixtures.ts';

let server: TestServer;
afterEach(() => server.close());

/**
 * A stand-in API whose course 3 lists `initial`, gains the uploaded archive and loses deleted ones, as the
 * server would.
 */
async function serve(initial: Archive[] = [archiveOf({ uploader_id: 99 })]) {
  let listed = initial;
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: courses };
    const archivesOf = matchRoute(routes.courses.listCourseArchives, request);
    if (archivesOf) return { status: 200, body: archivesOf.id === '3' ? listed : [] };
    if (matchRoute(routes.archives.uploadArchive, request)) {
      const uploaded = archiveOf({ id: 22, name: '期末考', archive_type: 'final', academic_year: 113 });
      listed = [...listed, uploaded];
      return { status: 201, body: { ...uploaded, course_id: 3 } };
    }
    if (
      request.method === 'DELETE' &&
      request.path === pathOf(routes.archives.deleteArchive, { cid: '3', aid: '21' })
    ) {
      listed = listed.filter((archive) => archive.id !== 21);
      return { status: 200, body: { ok: true } };
    }
    return { status: 404, body: { detail: '找不到' } };
  });
}

function openArchive(user: { uid: number; is_admin: boolean }) {
  localStorage.setItem('selectedSubject', '3');
  return renderApp('/archive', { token: makeToken(claimsFor(user)) });
}

const row = (name: string) => screen.findByRole('article', { name: new RegExp(`學年度 ${name}（`) });

describe('archive page management', () => {
  it('an upload from the page header appears in the course’s list, even one the filter had hidden', async () => {
    await serve();
    openArchive({ uid: 7, is_admin: false });
    await row('第一次期中考');
    await userEvent.click(screen.getByRole('switch', { name: '只看附解答' }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '上傳考古題' }));
    // The wizard's code is fetched with the first opening.
    const dialog = await screen.findByRole('dialog', { name: '上傳考古題' });
    const field = (label: string) =>
      within(dialog).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
    expect(field('課程')).toHaveProperty('value', '資料結構');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    await userEvent.type(field('授課教授'), '王大明');
    await userEvent.type(field('學年度'), '113');
    await userEvent.click(field('考試類型'));
    // In the app's own (non-test) Mantine mode happy-dom counts the positioned list as hidden.
    await userEvent.click(await screen.findByRole('option', { name: '期末考', hidden: true }));
    await userEvent.type(field('考古題名稱'), '期末考{Enter}');
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, pdfFile());
    // 下一步 waits while the file's bytes are checked.
    await waitFor(() => expect(within(dialog).queryByText('正在檢查檔案…')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '上傳' }));
    expect(await row('期末考')).toBeTruthy();
  });

  it('shows an admin edit and delete on every row, and a deleted archive leaves the list', async () => {
    await serve();
    openArchive({ uid: 1, is_admin: true });
    const archive = await row('第一次期中考');
    expect(
      within(archive).getByRole('button', { name: '編輯 112 學年度 第一次期中考（王大明）' }),
    ).toBeTruthy();
    await userEvent.click(
      within(archive).getByRole('button', { name: '刪除 112 學年度 第一次期中考（王大明）' }),
    );
    const confirm = await screen.findByRole('dialog', { name: '刪除考古題' });
    await userEvent.click(within(confirm).getByRole('button', { name: '刪除' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /第一次期中考/ })).toBeNull());
    // The row that held focus is gone: a keyboard user continues from the list, not the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: '考古題' })));
  });

  it('shows an admin editing an archive brought in from the original system the year it had there', async () => {
    await serve([archiveOf({ uploader_id: 99, academic_year: 111, legacy_academic_year: 2023 })]);
    openArchive({ uid: 1, is_admin: true });
    const archive = await row('第一次期中考');
    await userEvent.click(
      await within(archive).findByRole('button', { name: '編輯 111 學年度 第一次期中考（王大明）' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '編輯考古題' });
    expect(within(dialog).getByText('民國學年度，例如 113（原系統年份：2023）')).toBeTruthy();
  });

  it('shows a student no edit or delete on another’s archive', async () => {
    await serve();
    openArchive({ uid: 7, is_admin: false });
    const archive = await row('第一次期中考');
    expect(within(archive).queryByRole('button', { name: /^(編輯|刪除)/ })).toBeNull();
  });
});
