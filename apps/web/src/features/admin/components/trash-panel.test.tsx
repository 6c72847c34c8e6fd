import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/query-keys.ts';
import type { TestServer } from '../../../testing/test-server.ts';
import { type AdminServer, answerConfirm, openAdmin, serveAdminEachTest } from '../testing/admin-fixtures.ts';
import { archiveOfDeletedCourse, archiveOfReopenedCourse, trashedArchive } from '../testing/trash-api.ts';

let server: TestServer;
let trashApi: AdminServer['trashApi'];
const track = serveAdminEachTest((admin) => {
  ({ server, trashApi } = admin);
}, 'trash');

const rowOf = async (name: string) => {
  const row = (await screen.findByRole('cell', { name })).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('the trash tab', () => {
  it('lists the deleted archives with who deleted them, marking those that went with their course', async () => {
    openAdmin();
    expect(await screen.findByRole('tab', { name: '垃圾桶', selected: true })).toBeTruthy();
    const row = await rowOf(trashedArchive.name);
    expect(row.textContent).toContain('系統管理員');
    expect(within(row).queryByText('課程已刪除')).toBeNull();
    expect(within(await rowOf(archiveOfDeletedCourse.name)).getByText('課程已刪除')).toBeTruthy();
  });

  it('restores an archive and refreshes the course lists and every course’s archives', async () => {
    const { queryClient } = openAdmin();
    queryClient.setQueryData(queryKeys.courses, { sophomore: [] });
    queryClient.setQueryData(queryKeys.courseArchives(archiveOfDeletedCourse.course_id), []);
    await userEvent.click(await screen.findByRole('button', { name: `還原 ${archiveOfDeletedCourse.name}` }));
    expect(
      await screen.findByText(`已還原考古題「${archiveOfDeletedCourse.name}」，課程「已停開的課」也已還原`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: archiveOfDeletedCourse.name })).toBeNull());
    expect(
      server.callsTo(routes.trash.restoreArchive, { id: String(archiveOfDeletedCourse.id) }),
    ).toHaveLength(1);
    expect(queryClient.getQueryState(queryKeys.courses)?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState(queryKeys.courseArchives(archiveOfDeletedCourse.course_id))?.isInvalidated,
    ).toBe(true);
    expect(track).toHaveBeenCalledWith('archive-restore', { id: archiveOfDeletedCourse.id });
  });

  it('says the archive is back in its own course when only the archive was deleted', async () => {
    openAdmin();
    await userEvent.click(await screen.findByRole('button', { name: `還原 ${trashedArchive.name}` }));
    expect(await screen.findByText(`已還原考古題「${trashedArchive.name}」`)).toBeTruthy();
  });

  it('says the archive joined the active course of the same name, not that its old course came back', async () => {
    openAdmin();
    await userEvent.click(
      await screen.findByRole('button', { name: `還原 ${archiveOfReopenedCourse.name}` }),
    );
    expect(
      await screen.findByText(
        `已還原考古題「${archiveOfReopenedCourse.name}」，並移到現有的同名課程「資料結構」`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/也已還原/)).toBeNull();
  });

  it('purges only after a danger confirmation that says the file goes too', async () => {
    openAdmin();
    await userEvent.click(await screen.findByRole('button', { name: `永久刪除 ${trashedArchive.name}` }));
    const confirm = await answerConfirm('永久刪除考古題', '取消');
    expect(confirm.textContent).toMatch(/檔案會一併刪除，無法復原/);
    expect(server.callsTo(routes.trash.purgeArchive, { id: String(trashedArchive.id) })).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `永久刪除 ${trashedArchive.name}` }));
    await answerConfirm('永久刪除考古題', '永久刪除');
    expect(await screen.findByText(`已永久刪除考古題「${trashedArchive.name}」`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: trashedArchive.name })).toBeNull());
    expect(track).toHaveBeenCalledWith('archive-purge', { id: trashedArchive.id });
  });

  it('says so when another admin restored or purged it first, and shows the trash as it is now', async () => {
    openAdmin();
    const button = await screen.findByRole('button', { name: `還原 ${trashedArchive.name}` });
    trashApi.trash.splice(0, trashApi.trash.length);
    await userEvent.click(button);
    expect(await screen.findByText('還原失敗')).toBeTruthy();
    expect(await screen.findByText('垃圾桶是空的')).toBeTruthy();
  });
});
