import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meAnswer } from '../../../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../../../testing/render-with-services.tsx';
import { matchRoute, pathOf, type TestResponse, useTestServer } from '../../../../testing/test-server.ts';
import { archiveOf, courses } from '../testing/fixtures.ts';
import { ArchiveActions } from './archive-actions.tsx';
import { ArchiveManager } from './archive-manager.tsx';

const server = useTestServer();
/** The archive the row shows, as its edit and delete reach it. */
const archivePath = pathOf(routes.archives.updateArchive, { cid: '3', aid: '21' });
const callsToArchive = () => server.requests.filter((request) => request.path === archivePath);
let patchAnswer: TestResponse;
let deleteAnswer: TestResponse | Promise<TestResponse>;
/** Answers a held-back delete, so a failed test does not leave its request open. */
let releaseDelete: (response: TestResponse) => void = () => undefined;
afterEach(async () => {
  releaseDelete({ status: 200, body: { ok: true } });
  delete window.umami;
});

async function serve() {
  patchAnswer = { status: 200, body: archiveOf() };
  deleteAnswer = { status: 200, body: { ok: true } };
  await server.start((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: courses };
    if (request.path === pathOf(routes.courses.listCourseArchives, { id: '3' }))
      return { status: 200, body: [archiveOf()] };
    if (request.path === archivePath && request.method === 'PATCH') return patchAnswer;
    if (request.path === archivePath && request.method === 'DELETE') return deleteAnswer;
    return { status: 404, body: { detail: '找不到' } };
  });
  window.umami = { track: vi.fn() };
}

async function renderActions(user: { uid: number; is_admin: boolean }, uploaderId: number | null = 7) {
  const onChanged = vi.fn();
  await renderSignedIn(
    <ArchiveManager>
      <ArchiveActions archive={archiveOf({ uploader_id: uploaderId })} courseId={3} onChanged={onChanged} />
    </ArchiveManager>,
    user,
  );
  return onChanged;
}

const EDIT = '編輯 112 學年度 第一次期中考（王大明）';
const DELETE = '刪除 112 學年度 第一次期中考（王大明）';
const editButton = () => screen.queryByRole('button', { name: EDIT });
const deleteButton = () => screen.queryByRole('button', { name: DELETE });
/** The buttons show once the server has said who the user is. */
const findButton = (name: string) => screen.findByRole('button', { name });
const editDialog = () => screen.getByRole('dialog', { name: '編輯考古題' });

async function openEdit() {
  await userEvent.click(await findButton(EDIT));
  // The dialog's code is fetched with the first opening.
  await screen.findByRole('dialog', { name: '編輯考古題' });
}

async function confirmDelete(answer: '刪除' | '取消') {
  await userEvent.click(await findButton(DELETE));
  const confirm = await screen.findByRole('dialog', { name: '刪除考古題' });
  expect(within(confirm).getByText('確定要刪除「第一次期中考」（112 學年度，王大明）嗎？')).toBeTruthy();
  await userEvent.click(within(confirm).getByRole('button', { name: answer }));
}

describe('archive row actions', () => {
  it('shows nothing to a student who did not upload the archive', async () => {
    await serve();
    await renderSignedIn(
      <ArchiveManager>
        <ArchiveActions archive={archiveOf({ uploader_id: 7 })} courseId={3} onChanged={vi.fn()} />
        <ArchiveActions
          archive={archiveOf({ id: 22, name: '期末考', uploader_id: 8 })}
          courseId={3}
          onChanged={vi.fn()}
        />
      </ArchiveManager>,
      { uid: 8, is_admin: false },
    );
    // Their own upload offers 編輯 and 刪除 once the server has answered; someone else's offers nothing.
    expect(await findButton('刪除 112 學年度 期末考（王大明）')).toBeTruthy();
    expect(await findButton('編輯 112 學年度 期末考（王大明）')).toBeTruthy();
    expect(editButton()).toBeNull();
    expect(deleteButton()).toBeNull();
  });

  it('lets the uploader correct the fields of their own archive, but offers no course to move it to', async () => {
    await serve();
    const onChanged = await renderActions({ uid: 7, is_admin: false });
    await openEdit();
    expect(within(editDialog()).queryByText('所屬課程')).toBeNull();
    const name = within(editDialog()).getByLabelText(/^考古題名稱/, { selector: 'input' });
    await userEvent.clear(name);
    await userEvent.type(name, '第一次期中考（更正）');
    await userEvent.click(within(editDialog()).getByRole('button', { name: '儲存' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const [request] = callsToArchive();
    expect(request?.method).toBe('PATCH');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      name: '第一次期中考（更正）',
      professor: '王大明',
      academic_year: 112,
      archive_type: 'midterm',
      has_answers: false,
    });
    expect(await screen.findByText('考古題資料已更新')).toBeTruthy();
    expect(window.umami?.track).toHaveBeenCalledWith('archive-edit', { moved: false });
  });

  it('lets the uploader delete, after confirming', async () => {
    await serve();
    const onChanged = await renderActions({ uid: 7, is_admin: false });
    await confirmDelete('刪除');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(callsToArchive().map((request) => request.method)).toEqual(['DELETE']);
    expect(await screen.findByText('「第一次期中考」已刪除')).toBeTruthy();
    expect(window.umami?.track).toHaveBeenCalledWith('archive-delete', undefined);
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    await serve();
    const onChanged = await renderActions({ uid: 1, is_admin: true }, null);
    await confirmDelete('取消');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '刪除考古題' })).toBeNull());
    expect(callsToArchive()).toHaveLength(0);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('says why a delete was refused', async () => {
    await serve();
    deleteAnswer = {
      status: 403,
      body: { detail: '只有管理員或上傳者可以刪除此考古題', code: 'not_uploader' },
    };
    const onChanged = await renderActions({ uid: 7, is_admin: false });
    await confirmDelete('刪除');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('刪除失敗')).toBeTruthy();
    expect(within(alert).getByText('只有管理員或上傳者可以刪除此考古題')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('drops an archive someone else already deleted: says so and has the list refreshed', async () => {
    await serve();
    deleteAnswer = { status: 404, body: { detail: '找不到這份考古題', code: 'archive_not_found' } };
    const onChanged = await renderActions({ uid: 7, is_admin: false });
    await confirmDelete('刪除');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('刪除失敗')).toBeTruthy();
    expect(within(alert).getByText('找不到這份考古題')).toBeTruthy();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('cannot start a second delete while the first is running', async () => {
    await serve();
    deleteAnswer = new Promise<TestResponse>((resolve) => {
      releaseDelete = resolve;
    });
    const onChanged = await renderActions({ uid: 7, is_admin: false });
    await confirmDelete('刪除');
    await waitFor(() => expect(callsToArchive()).toHaveLength(1));
    await waitFor(() => expect(deleteButton()?.hasAttribute('disabled')).toBe(true));
    releaseDelete({ status: 200, body: { ok: true } });
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(deleteButton()?.hasAttribute('disabled')).toBe(false);
    expect(callsToArchive()).toHaveLength(1);
  });

  it('lets an admin edit the fields and move the archive to another course', async () => {
    await serve();
    const onChanged = await renderActions({ uid: 1, is_admin: true }, 99);
    await openEdit();
    const name = within(editDialog()).getByLabelText(/^考古題名稱/, { selector: 'input' });
    await userEvent.clear(name);
    await userEvent.type(name, '期中考（修訂）');
    await userEvent.click(within(editDialog()).getByLabelText(/^課程\s*\*?$/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '離散數學' }));
    await userEvent.click(within(editDialog()).getByRole('button', { name: '儲存' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const [request] = callsToArchive();
    expect(request?.method).toBe('PATCH');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      name: '期中考（修訂）',
      professor: '王大明',
      academic_year: 112,
      archive_type: 'midterm',
      has_answers: false,
      course_id: 4,
    });
    expect(await screen.findByText('「期中考（修訂）」已移到新的課程')).toBeTruthy();
    expect(window.umami?.track).toHaveBeenCalledWith('archive-edit', { moved: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '編輯考古題' })).toBeNull());
  });

  it('edits the archive of the row whose button was pressed, in the page’s one dialog', async () => {
    await serve();
    await renderSignedIn(
      <ArchiveManager>
        <ArchiveActions archive={archiveOf()} courseId={3} onChanged={vi.fn()} />
        <ArchiveActions
          archive={archiveOf({ id: 22, name: '期末考', archive_type: 'final' })}
          courseId={3}
          onChanged={vi.fn()}
        />
      </ArchiveManager>,
      { uid: 1, is_admin: true },
    );
    const name = () => within(editDialog()).getByLabelText(/^考古題名稱/, { selector: 'input' });
    await userEvent.click(await findButton('編輯 112 學年度 期末考（王大明）'));
    await screen.findByRole('dialog', { name: '編輯考古題' });
    expect(name()).toHaveProperty('value', '期末考');
    await userEvent.click(within(editDialog()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '編輯考古題' })).toBeNull());
    await openEdit();
    expect(name()).toHaveProperty('value', '第一次期中考');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closes the edit dialog and has the list refreshed when the archive was deleted meanwhile', async () => {
    await serve();
    patchAnswer = { status: 404, body: { detail: '找不到此考古題', code: 'archive_not_found' } };
    const onChanged = await renderActions({ uid: 1, is_admin: true }, 99);
    await openEdit();
    await userEvent.click(within(editDialog()).getByRole('button', { name: '儲存' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('儲存失敗')).toBeTruthy();
    expect(within(alert).getByText('找不到此考古題')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '編輯考古題' })).toBeNull());
  });

  it('keeps the edit dialog open with the server’s reason when a save is refused', async () => {
    await serve();
    patchAnswer = { status: 409, body: { detail: '這個分類已有同名課程', code: 'duplicate_course' } };
    const onChanged = await renderActions({ uid: 1, is_admin: true });
    await openEdit();
    await userEvent.click(within(editDialog()).getByRole('button', { name: '儲存' }));
    const alert = await within(editDialog()).findByRole('alert');
    expect(within(alert).getByText('這個分類已有同名課程')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
