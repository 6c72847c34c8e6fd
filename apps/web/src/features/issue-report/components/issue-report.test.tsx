import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { appConfigWith, meAnswer } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { REPORT_URL_MAX, TRUNCATION_NOTE } from '../issue-body.ts';

/** The department's tracker, as a server set with ISSUE_REPORT_URL answers it in GET /config. */
const TRACKER = 'https://github.com/cs-dept/pastexam/issues/new?labels=from-pastexam';

let server: TestServer;
/** What GET /config says of ISSUE_REPORT_URL in the current test. */
let issueReportUrl: string | null;
let open: MockInstance<typeof window.open>;
/** What the app was handed back by window.open: a tab whose opener it must cut, or null when blocked. */
let openedTab: { opener: unknown } | null;

beforeEach(async () => {
  issueReportUrl = TRACKER;
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request))
      return { status: 200, body: appConfigWith({ issueReportUrl }) };
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    return { status: 404, body: { detail: '找不到' } };
  });
  window.umami = { track: vi.fn() };
  openedTab = { opener: window };
  // The browser's tab opening is the one part replaced: a test must not leave for GitHub.
  open = vi.spyOn(window, 'open').mockImplementation(() => openedTab as Window | null);
});

afterEach(async () => {
  open.mockRestore();
  await server.close();
  delete window.umami;
});

async function openDialog() {
  renderApp('/', { token: makeToken(claimsFor({ name: '王小明' })) });
  await userEvent.click(await screen.findByRole('button', { name: '問題回報' }));
  return screen.findByRole('dialog', { name: '問題回報' });
}

async function fill(dialog: HTMLElement) {
  await userEvent.selectOptions(within(dialog).getByLabelText('問題類型', { exact: false }), '程式錯誤');
  await userEvent.type(within(dialog).getByLabelText('標題', { exact: false }), '下載沒有反應');
  await userEvent.type(
    within(dialog).getByLabelText('問題描述', { exact: false }),
    '按了下載按鈕之後沒有任何反應',
  );
  await userEvent.type(within(dialog).getByLabelText('聯絡方式', { exact: false }), 'me@example.edu');
}

function submit(dialog: HTMLElement) {
  return userEvent.click(within(dialog).getByRole('button', { name: '前往 GitHub 提交' }));
}

describe('issue report', () => {
  it('opens the tracker in a new tab with the title and the report, then says so and closes', async () => {
    const dialog = await openDialog();
    await fill(dialog);
    await submit(dialog);

    expect(open).toHaveBeenCalledTimes(1);
    const [target, name] = open.mock.calls[0] ?? [];
    expect(name).toBe('_blank');
    const url = new URL(String(target));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/cs-dept/pastexam/issues/new');
    expect(url.searchParams.get('labels')).toBe('from-pastexam');
    expect(url.searchParams.get('title')).toBe('下載沒有反應');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain('程式錯誤');
    expect(body).toContain('按了下載按鈕之後沒有任何反應');
    expect(body).toContain('me@example.edu');
    expect(body).toContain(`| 頁面網址 | ${window.location.href} |`);
    expect(body).toContain(`| 語言 | ${navigator.language} |`);
    expect(openedTab?.opener).toBeNull();

    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('已跳轉到 GitHub')).toBeTruthy();
    expect(within(toast).getByText('請在 GitHub 頁面完成問題提交')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '問題回報' })).toBeNull());
    expect(window.umami?.track).toHaveBeenCalledWith('issue-report', { type: 'bug' });
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('starts over with an empty form the next time', async () => {
    const dialog = await openDialog();
    await fill(dialog);
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '問題回報' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '問題回報' }));
    const again = await screen.findByRole('dialog', { name: '問題回報' });
    expect(within(again).getByText('0/100')).toBeTruthy();
    expect(within(again).getByRole('button', { name: '前往 GitHub 提交' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('when the browser blocks the tab, keeps the report and offers the link, then finishes on its click', async () => {
    openedTab = null;
    const dialog = await openDialog();
    await fill(dialog);
    await submit(dialog);

    const warning = within(dialog).getByRole('alert');
    const link = within(warning).getByRole('link', { name: '前往 GitHub 完成問題提交' });
    expect(link.getAttribute('href')).toBe(String(open.mock.calls[0]?.[0]));
    expect(within(dialog).getByLabelText('標題', { exact: false })).toHaveProperty('value', '下載沒有反應');
    expect(screen.queryByText('已跳轉到 GitHub')).toBeNull();

    // The test browser must not really follow the link.
    window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    await userEvent.click(link);
    expect(await screen.findByText('已跳轉到 GitHub')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '問題回報' })).toBeNull());
  });

  it('cuts a description too long for the tracker URL and puts the whole of it on the clipboard', async () => {
    const description = '預覽最後一頁空白，下載的檔案卻是完整的。'.repeat(100).slice(0, 2000);
    const dialog = await openDialog();
    await fill(dialog);
    const field = within(dialog).getByLabelText('問題描述', { exact: false });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(description);
    expect(within(dialog).getByText('2000/2000')).toBeTruthy();
    await submit(dialog);

    const url = String(open.mock.calls[0]?.[0]);
    expect(url.length).toBeLessThanOrEqual(REPORT_URL_MAX.page);
    expect(new URL(url).searchParams.get('body')).toContain(TRUNCATION_NOTE);
    const warning = await screen.findByText(/完整描述已複製到剪貼簿/);
    expect(warning).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(description);
    expect(screen.getByText('已跳轉到 GitHub')).toBeTruthy();
  });

  it('with a mailto: target, hands the report to the mail program where the app is, and says so', async () => {
    issueReportUrl = 'mailto:it@cs.example.edu';
    const dialog = await openDialog();
    await fill(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: '以電子郵件寄出' }));

    const [target, name] = open.mock.calls[0] ?? [];
    expect(name).toBe('_self');
    const mail = String(target);
    expect(mail.startsWith('mailto:it@cs.example.edu?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain('subject=下載沒有反應&body=');
    expect(decodeURIComponent(mail)).toContain('按了下載按鈕之後沒有任何反應');
    expect(await screen.findByText('已開啟電子郵件程式')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '問題回報' })).toBeNull());
  });

  it('when the department set no target, says so instead of opening anything', async () => {
    issueReportUrl = null;
    const dialog = await openDialog();
    expect(await within(dialog).findByText('尚未設定問題回報')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '問題回報' })).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });
});
