import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { archivesByCourse, courses, fileName, token } from '../../../testing/archive-fixtures.ts';
import { pageReady, rows, serveArchiveEachTest, sidebar } from '../../../testing/archive-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const archive = serveArchiveEachTest();

describe('archive page', () => {
  it('lists the courses, loads the chosen one’s archives by year and remembers the choice', async () => {
    const app = renderApp('/archive', { token });
    await pageReady();
    expect(await screen.findByText('王小明，歡迎回來。')).toBeTruthy();
    await userEvent.click(await within(sidebar()).findByRole('link', { name: '資料結構' }));

    expect(await screen.findByRole('heading', { level: 1, name: '資料結構' })).toBeTruthy();
    await waitFor(() =>
      expect(rows()).toEqual(['113 學年度 期末考（王教授）', '112 學年度 期中考（林教授）']),
    );
    expect(screen.getByText('大二課程 · 共 2 份考古題')).toBeTruthy();
    expect(localStorage.getItem('selectedSubject')).toBe('3');
    expect(app.router.state.location.href).toBe('/archive?course=3');
    const [request] = archive.server.callsTo(routes.courses.listCourseArchives, { id: '3' });
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('reopens the remembered course at /archive, in its own address instead of /archive', async () => {
    localStorage.setItem('selectedSubject', '3');
    const app = renderApp('/archive', { token });
    expect(await screen.findByRole('heading', { level: 1, name: '資料結構' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: '資料結構' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(app.router.state.location.href).toBe('/archive?course=3');
    // Replaced, not added: Back does not return to /archive, which would reopen the course again.
    expect(app.history.canGoBack()).toBe(false);
    expect(archive.server.callsTo(routes.archives.archiveOverview)).toHaveLength(0);
  });

  it('does not restore a course that no longer exists, and forgets it', async () => {
    localStorage.setItem('selectedSubject', '99');
    renderApp('/archive', { token });
    expect(await screen.findByText('王小明，歡迎回來。')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '最新上傳' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('selectedSubject')).toBeNull());
    expect(archive.server.callsTo(routes.courses.listCourseArchives)).toHaveLength(0);
    expect(screen.queryByText('課程已不存在')).toBeNull();
  });

  it('says so when a course is chosen that was deleted after the list loaded, and lists the rest', async () => {
    renderApp('/archive', { token });
    await within(await pageReady()).findByRole('link', { name: '資料結構' });
    archive.answers.courses = () => ({
      status: 200,
      body: { ...courses, sophomore: [{ id: 4, name: '離散數學' }] },
    });
    archive.answers.archives = () => ({
      status: 404,
      body: { detail: '找不到這門課程', code: 'course_not_found' },
    });
    await userEvent.click(within(sidebar()).getByRole('link', { name: '資料結構' }));
    expect(await screen.findByText('「資料結構」已被刪除，請選擇其他課程')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '找不到這門課程' })).toBeTruthy();
    expect(within(sidebar()).queryByRole('link', { name: '資料結構' })).toBeNull();
    expect(localStorage.getItem('selectedSubject')).toBeNull();
  });

  it('loads the course list once for the sidebar and the upload wizard’s course picker', async () => {
    renderApp('/archive', { token });
    await within(await pageReady()).findByRole('link', { name: '資料結構' });
    await userEvent.click(await screen.findByRole('button', { name: '上傳考古題' }));
    const dialog = await screen.findByRole('dialog', { name: '上傳考古題' });
    const field = (label: string) =>
      within(dialog).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
    // In the app's own (non-test) Mantine mode happy-dom counts the positioned list as hidden.
    await userEvent.click(field('課程分類'));
    await userEvent.click(await screen.findByRole('option', { name: '大二課程', hidden: true }));
    await userEvent.click(field('課程'));
    expect(await screen.findByRole('option', { name: '離散數學', hidden: true })).toBeTruthy();
    expect(archive.server.callsTo(routes.courses.listCourses)).toHaveLength(1);
  });

  it('starts another course unfiltered, marks it when it awaits review, and says it has no archives', async () => {
    localStorage.setItem('selectedSubject', '3');
    renderApp('/archive', { token });
    await screen.findByRole('heading', { level: 1, name: '資料結構' });
    await userEvent.click(await screen.findByRole('switch', { name: '只看附解答' }));
    expect(rows()).toEqual(['112 學年度 期中考（林教授）']);
    await userEvent.click(within(sidebar()).getByRole('link', { name: '離散數學 待審核' }));
    expect(await screen.findByText('這門課還沒有考古題')).toBeTruthy();
    expect(screen.getByText(/^這門課是上傳考古題時新增的，正等待管理員確認/)).toBeTruthy();
    await userEvent.click(within(sidebar()).getByRole('link', { name: '資料結構' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('says 載入失敗 / 無法載入課程列表 when the course list fails, and 重試 loads it', async () => {
    archive.answers.courses = () => ({ status: 500, body: { detail: '伺服器錯誤', code: 'internal_error' } });
    renderApp('/archive', { token });
    // ky retries a failed GET twice with a growing delay before it reports the failure.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('載入失敗')).toBeTruthy();
    expect(within(alert).getByText('無法載入課程列表')).toBeTruthy();
    archive.answers.courses = () => ({ status: 200, body: courses });
    await userEvent.click(within(sidebar()).getByRole('button', { name: '重試' }));
    expect(await within(sidebar()).findByRole('link', { name: '資料結構' })).toBeTruthy();
  });

  it('says the service is unavailable when the archives fail, and 重試 loads them', async () => {
    archive.answers.archives = () => ({ status: 503, body: { detail: '維護中', code: 'internal_error' } });
    localStorage.setItem('selectedSubject', '3');
    renderApp('/archive', { token });
    expect(await screen.findByText('服務暫時無法使用，請稍後再試')).toBeTruthy();
    archive.answers.archives = (courseId) => ({ status: 200, body: archivesByCourse[courseId] });
    await userEvent.click(screen.getByRole('button', { name: '重試' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('downloads with the server’s file name, says 下載成功 and counts the download', async () => {
    const saved: { name: string; href: string }[] = [];
    // happy-dom cannot save files: record what the browser would have been asked to save.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    localStorage.setItem('selectedSubject', '3');
    renderApp('/archive', { token });
    const row = await screen.findByRole('article', { name: '113 學年度 期末考（王教授）' });
    expect(within(row).getByText('王教授 · 下載 5 次')).toBeTruthy();

    await userEvent.click(within(row).getByRole('button', { name: '下載' }));

    expect(await screen.findByText('下載成功')).toBeTruthy();
    expect(saved).toEqual([{ name: fileName, href: expect.stringMatching(/^blob:/) }]);
    // The toast says the file is saved; the row's count is a change of the list's own, so wait for it too.
    expect(await within(row).findByText('王教授 · 下載 6 次')).toBeTruthy();
    // Counted on the list already shown: it is not loaded again.
    expect(archive.server.callsTo(routes.courses.listCourseArchives, { id: '3' })).toHaveLength(1);
    const [request] = archive.server.callsTo(routes.archives.archiveDownload, { cid: '3', aid: '32' });
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(window.umami?.track).toHaveBeenCalledWith('archive-download', { course_id: 3, archive_id: 32 });
  });

  it('says why a download failed', async () => {
    archive.answers.download = () => ({
      status: 404,
      body: { detail: '找不到這份考古題', code: 'archive_not_found' },
    });
    localStorage.setItem('selectedSubject', '3');
    renderApp('/archive', { token });
    const row = await screen.findByRole('article', { name: '113 學年度 期末考（王教授）' });
    await userEvent.click(within(row).getByRole('button', { name: '下載' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('下載失敗')).toBeTruthy();
    expect(within(alert).getByText('找不到這份考古題')).toBeTruthy();
  });

  it('drops an archive removed since the list loaded once its download finds it gone', async () => {
    localStorage.setItem('selectedSubject', '3');
    renderApp('/archive', { token });
    const row = await screen.findByRole('article', { name: '113 學年度 期末考（王教授）' });
    archive.answers.download = () => ({
      status: 404,
      body: { detail: '找不到這份考古題', code: 'archive_not_found' },
    });
    archive.answers.archives = () => ({
      status: 200,
      body: archivesByCourse[3]?.filter(({ id }) => id !== 32),
    });
    await userEvent.click(within(row).getByRole('button', { name: '下載' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(rows()).toEqual(['112 學年度 期中考（林教授）']));
    expect(screen.getByText('大二課程 · 共 1 份考古題')).toBeTruthy();
  });

  it('opens the preview named for the archive, with its details and a 下載 button, and reports the view', async () => {
    localStorage.setItem('selectedSubject', '3');
    renderApp('/archive', { token });
    const row = await screen.findByRole('article', { name: '112 學年度 期中考（林教授）' });
    await userEvent.click(within(row).getByRole('button', { name: '預覽' }));
    const dialog = await screen.findByRole('dialog', { name: '期中考' });
    expect(within(dialog).getByText('112 學年度')).toBeTruthy();
    expect(within(dialog).getByText('林教授')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'PDF 預覽：期中考' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '下載' })).toBeTruthy();
    expect(window.umami?.track).toHaveBeenCalledWith('archive-view', { course_id: 3, archive_id: 31 });
    await userEvent.click(within(dialog).getByRole('button', { name: '關閉預覽' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '期中考' })).toBeNull());
  });

  it('hides and shows the course list with the top bar’s toggle on a wide screen', async () => {
    renderApp('/archive', { token });
    await within(await pageReady()).findByRole('link', { name: '資料結構' });
    const toggle = screen.getByRole('button', { name: '開啟/關閉課程列表' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(screen.queryByRole('navigation', { name: '課程列表' })).toBeNull();
    await userEvent.click(toggle);
    expect(sidebar()).toBeTruthy();
  });

  it('on a narrow screen keeps the course list in a drawer that closes once a course is chosen', async () => {
    window.happyDOM?.setViewport({ width: 800, height: 900 });
    renderApp('/archive', { token });
    expect(await screen.findByText('王小明，歡迎回來。')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '課程列表' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '開啟/關閉課程列表' }));
    const drawer = await screen.findByRole('dialog', { name: '課程列表' });
    await userEvent.click(await within(drawer).findByRole('link', { name: '資料結構' }));

    expect(await screen.findByRole('heading', { level: 1, name: '資料結構' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '課程列表' })).toBeNull());
  });

  it('on a narrow screen offers 選擇課程 before a course is chosen, opening the drawer', async () => {
    window.happyDOM?.setViewport({ width: 600, height: 900 });
    renderApp('/archive', { token });
    await userEvent.click(await screen.findByRole('button', { name: '選擇課程' }));
    const drawer = await screen.findByRole('dialog', { name: '課程列表' });
    expect(await within(drawer).findByRole('link', { name: '離散數學 待審核' })).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: '關閉課程列表' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '課程列表' })).toBeNull());
  });

  it('has no 選擇課程 button on a wide screen, where the list is beside the page', async () => {
    renderApp('/archive', { token });
    await screen.findByText('王小明，歡迎回來。');
    expect(screen.queryByRole('button', { name: '選擇課程' })).toBeNull();
  });
});
