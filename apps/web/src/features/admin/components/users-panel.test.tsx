import { routes } from '@pastexam/api-contract';
import { SELF_DEMOTION_NOTE, SELF_PASSWORD_NOTE } from '@pastexam/ui/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pathOf, type TestServer } from '../../../testing/test-server.ts';
import {
  type AdminServer,
  answerConfirm,
  openAdmin,
  self,
  serveAdminEachTest,
  ssoStudent,
} from '../testing/admin-fixtures.ts';

let server: TestServer;
let options: { failWrites: boolean };
let adminApi: AdminServer['adminApi'];
const track = serveAdminEachTest((admin) => {
  ({ server, options, adminApi } = admin);
}, 'users');

const bodiesOf = (method: string) =>
  server.requests
    .filter((request) => request.method === method && request.path.startsWith(pathOf(routes.users.listUsers)))
    .map((request) => JSON.parse(request.body || 'null'));

function removeFromServer(id: number) {
  adminApi.users.splice(
    adminApi.users.findIndex((user) => user.id === id),
    1,
  );
}

async function openUsers() {
  openAdmin();
  await screen.findByRole('button', { name: `編輯 ${self.name}` });
}

describe('user administration', () => {
  it('lists accounts with their type and never offers to delete the admin’s own', async () => {
    await openUsers();
    const row = screen.getByText(ssoStudent.email).closest('tr');
    if (!row) throw new Error('no row for the student');
    expect(within(row).getByText('單一登入')).toBeTruthy();
    expect(screen.queryByRole('button', { name: `刪除 ${self.name}` })).toBeNull();
    expect(screen.getByRole('button', { name: `刪除 ${ssoStudent.name}` })).toBeTruthy();
  });

  it('locks the admin switch on the admin’s own account and offers no password reset, each with the reason', async () => {
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: `編輯 ${self.name}` }));
    const dialog = await screen.findByRole('dialog', { name: '編輯使用者' });
    const adminSwitch = within(dialog).getByRole('switch', { name: '管理員' });
    expect(adminSwitch).toHaveProperty('disabled', true);
    expect(within(dialog).getByText(SELF_DEMOTION_NOTE)).toBeTruthy();
    // A reset here would end the admin's own session; 變更密碼 in their own menu keeps it.
    expect(within(dialog).queryByLabelText(/密碼/, { selector: 'input' })).toBeNull();
    expect(within(dialog).getByText(SELF_PASSWORD_NOTE)).toBeTruthy();
  });

  it('creates a local account, showing a taken email on the email field first', async () => {
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: '新增使用者' }));
    const dialog = await screen.findByRole('dialog', { name: '新增使用者' });
    const field = (label: RegExp) => within(dialog).getByLabelText(label, { selector: 'input' });
    await userEvent.type(field(/^名稱/), '林助教');
    await userEvent.type(field(/^電子郵件/), ssoStudent.email);
    await userEvent.type(field(/^密碼/), 'teaching-assistant');
    await userEvent.click(within(dialog).getByRole('button', { name: '建立' }));
    expect(await within(dialog).findByText('此電子郵件已被其他帳號使用')).toBeTruthy();
    expect(field(/^電子郵件/).getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(field(/^電子郵件/));
    await userEvent.type(field(/^電子郵件/), 'lin@example.edu');
    await userEvent.click(within(dialog).getByRole('button', { name: '建立' }));
    expect(await screen.findByText('已新增使用者「林助教」')).toBeTruthy();
    expect(await screen.findByText('lin@example.edu')).toBeTruthy();
    expect(bodiesOf('POST').at(-1)).toEqual({
      name: '林助教',
      email: 'lin@example.edu',
      password: 'teaching-assistant',
      is_admin: false,
    });
    expect(track).toHaveBeenCalledWith('user-create', { id: expect.any(Number) });
  });

  it('promotes a single sign-on account without offering it a password', async () => {
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: `編輯 ${ssoStudent.name}` }));
    const dialog = await screen.findByRole('dialog', { name: '編輯使用者' });
    expect(within(dialog).queryByLabelText(/密碼/, { selector: 'input' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('switch', { name: '管理員' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await screen.findByText(`已更新使用者「${ssoStudent.name}」`)).toBeTruthy();
    expect(bodiesOf('PUT')).toEqual([{ name: ssoStudent.name, email: ssoStudent.email, is_admin: true }]);
    expect(track).toHaveBeenCalledWith('user-update', { id: ssoStudent.id });
  });

  it('deletes another account after confirmation', async () => {
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: `刪除 ${ssoStudent.name}` }));
    const confirm = await answerConfirm('刪除使用者', '刪除');
    expect(confirm.textContent).toContain('上傳的考古題會保留');
    expect(await screen.findByText(`已刪除使用者「${ssoStudent.name}」`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(ssoStudent.email)).toBeNull());
    expect(track).toHaveBeenCalledWith('user-delete', { id: ssoStudent.id });
  });

  it('ends every session of another account after confirmation, and says so', async () => {
    await openUsers();
    expect(screen.queryByRole('button', { name: `登出所有裝置 ${self.name}` })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `登出所有裝置 ${ssoStudent.name}` }));
    await answerConfirm('登出所有裝置', '取消');
    expect(server.callsTo(routes.users.logoutAllOfUser)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: `登出所有裝置 ${ssoStudent.name}` }));
    const confirm = await answerConfirm('登出所有裝置', '登出所有裝置');
    expect(confirm.textContent).toContain(ssoStudent.name);
    expect(await screen.findByText(`已結束「${ssoStudent.name}」在所有裝置上的登入`)).toBeTruthy();
    const [call] = server.callsTo(routes.users.logoutAllOfUser, { id: String(ssoStudent.id) });
    expect(call?.headers['x-xsrf-token']).toBe(server.xsrfToken);
    expect(track).toHaveBeenCalledWith('user-logout-all', { id: ssoStudent.id });
    // The account stays in the table.
    expect(screen.getByText(ssoStudent.email)).toBeTruthy();
  });

  it('says so when ending an account’s sessions fails', async () => {
    options.failWrites = true;
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: `登出所有裝置 ${ssoStudent.name}` }));
    await answerConfirm('登出所有裝置', '登出所有裝置');
    expect(await screen.findByText('登出所有裝置失敗')).toBeTruthy();
    expect(track).not.toHaveBeenCalledWith('user-logout-all', expect.anything());
  });

  it('says so when a save or a delete fails, keeping the dialog, the typed values and the row', async () => {
    options.failWrites = true;
    await openUsers();
    await userEvent.click(screen.getByRole('button', { name: `編輯 ${ssoStudent.name}` }));
    const dialog = await screen.findByRole('dialog', { name: '編輯使用者' });
    const name = within(dialog).getByLabelText(/^名稱/, { selector: 'input' });
    await userEvent.type(name, '同學');
    const save = within(dialog).getByRole('button', { name: '儲存' });
    await userEvent.click(save);
    expect(await screen.findByText('儲存失敗')).toBeTruthy();
    expect(screen.getByText('伺服器發生錯誤，請稍後再試')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '編輯使用者' })).toBeTruthy();
    expect(name).toHaveProperty('value', `${ssoStudent.name}同學`);
    await waitFor(() => expect(save.getAttribute('data-loading')).toBeNull());
    expect(track).not.toHaveBeenCalledWith('user-update', expect.anything());

    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await userEvent.click(screen.getByRole('button', { name: `刪除 ${ssoStudent.name}` }));
    await answerConfirm('刪除使用者', '刪除');
    expect(await screen.findByText('刪除失敗')).toBeTruthy();
    expect(screen.getByText(ssoStudent.email)).toBeTruthy();
    expect(track).not.toHaveBeenCalledWith('user-delete', expect.anything());
  });

  it('drops an account another admin removed meanwhile when its edit is saved', async () => {
    await openUsers();
    removeFromServer(ssoStudent.id);
    await userEvent.click(screen.getByRole('button', { name: `編輯 ${ssoStudent.name}` }));
    const dialog = await screen.findByRole('dialog', { name: '編輯使用者' });
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('儲存失敗')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '編輯使用者' })).toBeNull());
    await waitFor(() => expect(screen.queryByText(ssoStudent.email)).toBeNull());
  });

  it('drops an account another admin removed meanwhile when it is deleted', async () => {
    await openUsers();
    removeFromServer(ssoStudent.id);
    await userEvent.click(screen.getByRole('button', { name: `刪除 ${ssoStudent.name}` }));
    await answerConfirm('刪除使用者', '刪除');
    expect(await screen.findByText('刪除失敗')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(ssoStudent.email)).toBeNull());
  });
});
