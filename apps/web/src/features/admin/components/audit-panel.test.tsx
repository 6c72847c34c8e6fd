import { routes } from '@pastexam/api-contract';
import { sampleAuditEntries } from '@pastexam/ui/audit/fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../testing/test-server.ts';
import { readAdminTab } from '../hooks/admin-tab.ts';
import { openAdmin, pick, serveAdminEachTest } from '../testing/admin-fixtures.ts';

let server: TestServer;
serveAdminEachTest((admin) => {
  ({ server } = admin);
}, 'courses');

const entries = () => within(screen.getByRole('list', { name: '操作紀錄' })).queryAllByRole('listitem');
const queries = () =>
  server.callsTo(routes.audit.listAudit).map((request) => new URL(request.path, 'http://test').searchParams);

async function openAuditTab() {
  openAdmin();
  await userEvent.click(await screen.findByRole('tab', { name: '操作紀錄' }));
  await screen.findByRole('list', { name: '操作紀錄' });
}

describe('the 操作紀錄 tab', () => {
  it('shows the newest fifty changes, the rest on request, and is remembered as the open tab', async () => {
    await openAuditTab();
    expect(entries()).toHaveLength(50);
    expect(entries()[0]?.textContent).toContain(sampleAuditEntries[0]?.target_name);
    expect(readAdminTab(localStorage)).toBe('audit');
    await userEvent.click(screen.getByRole('button', { name: '載入更多' }));
    await waitFor(() => expect(entries()).toHaveLength(60));
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
    expect(queries().map((query) => query.get('cursor'))).toEqual([null, expect.stringMatching(/^\d+$/)]);
  });

  it('asks the server again for the chosen action, and once for a name typed letter by letter', async () => {
    await openAuditTab();
    await pick(screen.getByRole('combobox', { name: '動作' }), '刪除考古題');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(entries()[0]?.textContent).toContain('王小明');
    expect(queries().at(-1)?.get('action')).toBe('archive.delete');

    const before = queries().length;
    await userEvent.type(screen.getByRole('textbox', { name: '操作者' }), '小明');
    await waitFor(() => expect(queries().at(-1)?.get('actor')).toBe('小明'));
    expect(queries()).toHaveLength(before + 1);
  });

  it('asks for the days typed as the product writes them, and not for text that is no day', async () => {
    await openAuditTab();
    fireEvent.change(screen.getByLabelText('從'), { target: { value: '2026/11/1' } });
    fireEvent.change(screen.getByLabelText('到'), { target: { value: '2026/11/21' } });
    await waitFor(() => expect(queries().at(-1)?.get('to')).toBe('2026-11-21'));
    expect(queries().at(-1)?.get('from')).toBe('2026-11-01');

    const before = queries().length;
    fireEvent.change(screen.getByLabelText('到'), { target: { value: '11/21/2026' } });
    expect(await screen.findByText('請輸入存在的日期，例如 2026/11/28')).toBeTruthy();
    expect(await screen.findByText('沒有符合條件的紀錄')).toBeTruthy();
    expect(queries()).toHaveLength(before);
  });

  it('does not ask for a range of days that ends before it starts', async () => {
    await openAuditTab();
    fireEvent.change(screen.getByLabelText('從'), { target: { value: '2026/11/21' } });
    fireEvent.change(screen.getByLabelText('到'), { target: { value: '2026/11/01' } });
    expect(await screen.findByText('開始日期不能晚於結束日期')).toBeTruthy();
    // Once the filters settle on that range the log is empty, and the server was not asked.
    expect(await screen.findByText('沒有符合條件的紀錄')).toBeTruthy();
    expect(queries().filter((query) => query.get('to') === '2026-11-01')).toEqual([]);
  });
});
