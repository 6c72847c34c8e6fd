import { routes } from '@pastexam/api-contract';
import { loadLocale } from '@pastexam/ui/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { appConfigWith, meAnswer } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { matchRoute, startTestServer, type TestServer } from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';

let server: TestServer;
let open: MockInstance<typeof window.open>;
/** What window.open hands back: null, as when the browser blocks the tab. */
let openedTab: { opener: unknown } | null;

beforeAll(() => loadLocale('en'));

beforeEach(async () => {
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request))
      return {
        status: 200,
        body: appConfigWith({ issueReportUrl: 'https://github.com/cs-dept/pastexam/issues/new' }),
      };
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    return { status: 404, body: { detail: 'Not found' } };
  });
  openedTab = { opener: window };
  // The browser's tab opening is the one part replaced: a test must not leave for GitHub.
  open = vi.spyOn(window, 'open').mockImplementation(() => openedTab as Window | null);
});

afterEach(async () => {
  open.mockRestore();
  await server.close();
});

async function sendReport() {
  renderApp('/', { token: makeToken(claimsFor({ name: '王小明' })), locale: 'en' });
  await userEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Type of problem', { exact: false }), 'bug');
  await userEvent.type(within(dialog).getByLabelText('Title', { exact: false }), '下載沒有反應');
  await userEvent.type(within(dialog).getByLabelText('Description', { exact: false }), 'Nothing happens');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit on GitHub' }));
  return dialog;
}

describe('issue report, in English', () => {
  it('says in English that the tracker opened, the report itself staying in the maintainers’ zh-TW', async () => {
    await sendReport();
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('Opened GitHub')).toBeTruthy();
    expect(within(toast).getByText('Finish submitting the problem on GitHub')).toBeTruthy();
    const body = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('body') ?? '';
    expect(body).toContain('## 問題描述');
  });

  it('warns in English when the browser blocks the tab', async () => {
    openedTab = null;
    const dialog = await sendReport();
    expect(within(dialog).getByRole('link', { name: 'Finish submitting on GitHub' })).toBeTruthy();
    expect(
      await screen.findByText('Click the link in the problem report dialog to go to GitHub'),
    ).toBeTruthy();
  });
});
