import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../testing/test-server.ts';
import {
  answerConfirm,
  openAdmin,
  pick,
  sampleCourse,
  serveAdminEachTest,
} from '../testing/admin-fixtures.ts';

let server: TestServer;
let options: { failCourseList: boolean };
const track = serveAdminEachTest((admin) => {
  ({ server, options } = admin);
});

describe('admin page', () => {
  it('opens on 課程管理, remembers the chosen tab and links to the archive page', async () => {
    const first = openAdmin();
    expect(await screen.findByRole('tab', { name: '課程管理', selected: true })).toBeTruthy();
    expect(await screen.findByText('資料結構')).toBeTruthy();
    expect(screen.getByRole('link', { name: '考古題頁面' }).getAttribute('href')).toBe('/archive');
    await userEvent.click(screen.getByRole('tab', { name: '使用者管理' }));
    expect(await screen.findByText('ming@example.edu')).toBeTruthy();
    expect(localStorage.getItem('adminCurrentTab')).toBe('users');
    first.unmount();

    openAdmin();
    expect(await screen.findByRole('tab', { name: '使用者管理', selected: true })).toBeTruthy();
  });

  it('puts the tab in the address: a link opens its tab, and Back returns to the tab before', async () => {
    const first = openAdmin();
    expect(await screen.findByRole('tab', { name: '課程管理', selected: true })).toBeTruthy();
    // The address names the tab shown, in place of the bare /admin.
    await waitFor(() => expect(first.router.state.location.search).toEqual({ tab: 'courses' }));
    await userEvent.click(screen.getByRole('tab', { name: '操作紀錄' }));
    await waitFor(() => expect(first.router.state.location.search).toEqual({ tab: 'audit' }));
    first.history.back();
    expect(await screen.findByRole('tab', { name: '課程管理', selected: true })).toBeTruthy();
    expect(first.router.state.location.search).toEqual({ tab: 'courses' });
    first.unmount();

    const linked = openAdmin('/admin?tab=users');
    expect(await screen.findByRole('tab', { name: '使用者管理', selected: true })).toBeTruthy();
    expect(await screen.findByText('ming@example.edu')).toBeTruthy();
    expect(localStorage.getItem('adminCurrentTab')).toBe('users');
    linked.unmount();

    // An address naming no tab of ours opens the one used last.
    openAdmin('/admin?tab=nonsense');
    expect(await screen.findByRole('tab', { name: '使用者管理', selected: true })).toBeTruthy();
  });

  it('ignores a stored tab it does not know', async () => {
    localStorage.setItem('adminCurrentTab', '"users"');
    openAdmin();
    expect(await screen.findByRole('tab', { name: '課程管理', selected: true })).toBeTruthy();
  });

  it('creates a course, showing a duplicate name on the name field first', async () => {
    openAdmin();
    await userEvent.click(await screen.findByRole('button', { name: '新增課程' }));
    const dialog = await screen.findByRole('dialog', { name: '新增課程' });
    const name = within(dialog).getByRole('textbox', { name: /課程名稱/ });
    await userEvent.type(name, '資料結構');
    await pick(within(dialog).getByRole('combobox', { name: /類別/ }), '大二課程');
    await userEvent.click(within(dialog).getByRole('button', { name: '建立' }));

    expect(await within(dialog).findByText('此類別已有同名課程')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('儲存失敗')).toBeNull();

    await userEvent.clear(name);
    await userEvent.type(name, '演算法');
    await userEvent.click(within(dialog).getByRole('button', { name: '建立' }));
    expect(await screen.findByText('已新增課程「演算法」')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增課程' })).toBeNull());
    expect(await screen.findByRole('cell', { name: '演算法' })).toBeTruthy();
    expect(track).toHaveBeenCalledWith('course-create', { id: expect.any(Number) });
    const posts = server.callsTo(routes.courses.adminCreateCourse);
    expect(JSON.parse(posts.at(-1)?.body ?? '')).toEqual({
      name: '演算法',
      category: 'sophomore',
    });
  });

  it('edits a course and shows the new name and category in the table', async () => {
    openAdmin();
    await userEvent.click(await screen.findByRole('button', { name: '編輯 資料結構' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯課程' });
    const name = within(dialog).getByRole('textbox', { name: /課程名稱/ });
    await userEvent.clear(name);
    await userEvent.type(name, '進階資料結構');
    await pick(within(dialog).getByRole('combobox', { name: /類別/ }), '大三課程');
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));

    expect(await screen.findByText('已更新課程「進階資料結構」')).toBeTruthy();
    const row = (await screen.findByRole('cell', { name: '進階資料結構' })).closest('tr');
    expect(row?.textContent).toContain('大三課程');
    expect(screen.queryByRole('cell', { name: '資料結構' })).toBeNull();
    expect(track).toHaveBeenCalledWith('course-update', { id: sampleCourse.id });
    const puts = server.callsTo(routes.courses.adminUpdateCourse, { id: String(sampleCourse.id) });
    expect(JSON.parse(puts.at(-1)?.body ?? '')).toEqual({ name: '進階資料結構', category: 'junior' });
  });

  it('deletes a course only after a danger confirmation that says its archives go to the trash', async () => {
    openAdmin();
    await userEvent.click(await screen.findByRole('button', { name: '刪除 資料結構' }));
    const confirm = await answerConfirm('刪除課程', '取消');
    expect(confirm.textContent).toMatch(/3 份考古題會一併移到垃圾桶/);
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '刪除 資料結構' }));
    await answerConfirm('刪除課程', '刪除');
    expect(await screen.findByText('已刪除課程「資料結構」')).toBeTruthy();
    expect(await screen.findByText(/尚無課程/)).toBeTruthy();
    expect(track).toHaveBeenCalledWith('course-delete', { id: sampleCourse.id });
  });

  it('says so when the course list cannot be loaded, never as an empty list, and loads it again on request', async () => {
    options.failCourseList = true;
    openAdmin();
    const retry = await screen.findByRole('button', { name: '重新載入' });
    expect(screen.getByRole('table').textContent).toContain('無法載入課程列表');
    expect(screen.queryByText(/尚無課程/)).toBeNull();

    options.failCourseList = false;
    await userEvent.click(retry);
    expect(await screen.findByText('資料結構')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新載入' })).toBeNull();
  });
});
