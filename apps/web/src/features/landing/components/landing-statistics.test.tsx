import { routes, type Statistics } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfigWith, refusal } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  matchRoute,
  startTestServer,
  type TestResponse,
  type TestServer,
} from '../../../testing/test-server.ts';

let server: TestServer;

afterEach(async () => {
  await server.close();
});

/** The home page of a guest, with GET /statistics answered by `answer`. */
async function homeWith(answer: TestResponse) {
  server = await startTestServer((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.statistics.getStatistics, request)) return answer;
    return refusal('not_found');
  });
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: '資訊系考古題系統' });
  await waitFor(() => expect(server.callsTo(routes.statistics.getStatistics)).toHaveLength(1));
}

const figures = (statistics: Statistics): TestResponse => ({ status: 200, body: statistics });

describe('the home page’s figures', () => {
  it('show what the server counted, in zh-TW, below the page', async () => {
    await homeWith(
      figures({ archives: 1234, courses: 56, users: 789, downloads: 23456, active_users_today: 12 }),
    );
    const row = await screen.findByRole('region', { name: '系統統計' });
    const items = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '考古題 1,234 份',
      '課程 56 門',
      '使用者 789 位',
      '下載 23,456 次',
      '今日活躍 12 位',
    ]);
    // The same for everyone: a guest asks without a session.
    expect(server.callsTo(routes.statistics.getStatistics)[0]?.headers.authorization).toBeUndefined();
  });

  it('leave out what is still zero', async () => {
    await homeWith(figures({ archives: 3, courses: 1, users: 2, downloads: 0, active_users_today: 0 }));
    const row = await screen.findByRole('region', { name: '系統統計' });
    const items = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['考古題 3 份', '課程 1 門', '使用者 2 位']);
  });

  it('show nothing for a department with nothing yet', async () => {
    await homeWith(figures({ archives: 0, courses: 0, users: 0, downloads: 0, active_users_today: 0 }));
    expect(screen.queryByRole('region', { name: '系統統計' })).toBeNull();
    expect(screen.queryByText(/考古題 0/)).toBeNull();
  });

  it('show nothing, and leave the page as it was, when they cannot be had', async () => {
    await homeWith(refusal('internal_error'));
    // A server error is asked again twice (the app's query cache), then given up.
    await waitFor(() => expect(server.callsTo(routes.statistics.getStatistics)).toHaveLength(3));
    expect(screen.queryByRole('region', { name: '系統統計' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '登入' }).length).toBeGreaterThan(0);
  });
});
