import { type Course, routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../testing/test-server.ts';
import {
  type AdminServer,
  openAdmin,
  pick,
  sampleCourse,
  serveAdminEachTest,
} from '../testing/admin-fixtures.ts';

const misspelt: Course = {
  id: 90,
  name: '資料結購',
  category: 'sophomore',
  archive_count: 2,
  pending: true,
  created_at: '2026-11-18T06:30:00.000Z',
};

let server: TestServer;
let adminApi: AdminServer['adminApi'];
const track = serveAdminEachTest((admin) => {
  ({ server, adminApi } = admin);
  adminApi.courses.push({ ...misspelt });
}, 'courses');

const section = () => screen.findByRole('region', { name: '待審核課程' });

describe('courses awaiting review', () => {
  it('lists a course a student’s upload created above the table, marked in the table too', async () => {
    openAdmin();
    expect(within(await section()).getByRole('cell', { name: misspelt.name })).toBeTruthy();
    const tableRows = screen.getAllByRole('table').at(-1);
    const row = within(tableRows ?? document.body)
      .getByText(misspelt.name)
      .closest('tr');
    expect(row?.textContent).toContain('待審核');
  });

  it('confirms it: the mark and the section go', async () => {
    openAdmin();
    await userEvent.click(within(await section()).getByRole('button', { name: `確認 ${misspelt.name}` }));
    expect(await screen.findByText(`已確認課程「${misspelt.name}」`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: '待審核課程' })).toBeNull());
    expect(server.callsTo(routes.courses.adminConfirmCourse, { id: String(misspelt.id) })).toHaveLength(1);
    expect(track).toHaveBeenCalledWith('course-confirm', { id: misspelt.id });
  });

  it('merges it into the chosen existing course, which gets its archives', async () => {
    openAdmin();
    await userEvent.click(within(await section()).getByRole('button', { name: `合併 ${misspelt.name}` }));
    const dialog = await screen.findByRole('dialog', { name: '合併課程' });
    await pick(within(dialog).getByRole('combobox', { name: /併入課程/ }), sampleCourse.name);
    await userEvent.click(within(dialog).getByRole('button', { name: '合併' }));
    expect(await screen.findByText(`已將「${misspelt.name}」併入「${sampleCourse.name}」`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '合併課程' })).toBeNull());
    const [call] = server.callsTo(routes.courses.adminMergeCourse, { id: String(misspelt.id) });
    expect(JSON.parse(call?.body ?? '')).toEqual({ into_course_id: sampleCourse.id });
    await waitFor(() => expect(screen.queryByText(misspelt.name)).toBeNull());
    const row = screen.getByRole('cell', { name: sampleCourse.name }).closest('tr');
    expect(row?.textContent).toContain('5');
  });

  it('says so when another admin confirmed it first, and shows the list as it is now', async () => {
    openAdmin();
    const confirm = within(await section()).getByRole('button', { name: `確認 ${misspelt.name}` });
    const stored = adminApi.courses.find((course) => course.id === misspelt.id);
    if (stored) stored.pending = false;
    await userEvent.click(confirm);
    expect(await screen.findByText('此課程不是待審核課程，可能已被其他管理員處理')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: '待審核課程' })).toBeNull());
  });

  it('closes the merge when another admin merged it first, saying the course is gone', async () => {
    openAdmin();
    await userEvent.click(within(await section()).getByRole('button', { name: `合併 ${misspelt.name}` }));
    const dialog = await screen.findByRole('dialog', { name: '合併課程' });
    await pick(within(dialog).getByRole('combobox', { name: /併入課程/ }), sampleCourse.name);
    adminApi.courses.splice(
      adminApi.courses.findIndex((course) => course.id === misspelt.id),
      1,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '合併' }));
    expect(await screen.findByText('找不到此課程')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '合併課程' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('region', { name: '待審核課程' })).toBeNull());
  });

  it('refuses it with the reason written: the course goes and the uploaders are told', async () => {
    openAdmin();
    await userEvent.click(within(await section()).getByRole('button', { name: `退回 ${misspelt.name}` }));
    const dialog = await screen.findByRole('dialog', { name: '退回課程' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /退回原因/ }), '課名有誤，請重新上傳');
    await userEvent.click(within(dialog).getByRole('button', { name: '退回並刪除' }));
    expect(await screen.findByText(`已退回課程「${misspelt.name}」，並通知上傳者`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '退回課程' })).toBeNull());
    const [call] = server.callsTo(routes.courses.adminRefuseCourse, { id: String(misspelt.id) });
    expect(JSON.parse(call?.body ?? '')).toEqual({ reason: '課名有誤，請重新上傳' });
    await waitFor(() => expect(screen.queryByRole('region', { name: '待審核課程' })).toBeNull());
    expect(track).toHaveBeenCalledWith('course-refuse', { id: misspelt.id });
  });
});
