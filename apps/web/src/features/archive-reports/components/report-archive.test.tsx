import { errorCatalogue, routes } from '@pastexam/api-contract';
import { myArchiveReports } from '@pastexam/ui/archive-reports/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { midterm } from '../../../testing/archive-fixtures.ts';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, useTestServer } from '../../../testing/test-server.ts';
import { MyArchiveReports } from './my-archive-reports.tsx';
import { ArchiveReporter, ReportArchiveAction } from './report-archive.tsx';

const server = useTestServer();
const me = { uid: 7, is_admin: false };
const actionName = '回報問題 112 學年度 期中考（林教授）';

async function sendUnreadable(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: actionName }));
  const dialog = await screen.findByRole('dialog', { name: '回報問題' });
  await userEvent.click(within(dialog).getByRole('radio', { name: '無法閱讀' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /補充說明/ }), '第 3 頁很模糊');
  await userEvent.click(within(dialog).getByRole('button', { name: '送出' }));
  return dialog;
}

describe('回報問題 on an archive row', () => {
  it('sends the problem and note, closes with 已送出回報, and says why a second report is refused', async () => {
    let reported = 0;
    await server.start((request) => {
      if (!matchRoute(routes.archiveReports.reportArchive, request)) return refusal('not_found');
      reported += 1;
      return reported === 1
        ? { status: 201, body: { id: 9, reason: 'unreadable', created_at: '2026-11-28T10:00:00.000Z' } }
        : refusal('duplicate_archive_report');
    });
    await renderSignedIn(
      <ArchiveReporter>
        <ReportArchiveAction archive={midterm} />
      </ArchiveReporter>,
      me,
    );
    const dialog = await sendUnreadable();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await screen.findByText('已送出回報')).toBeTruthy();
    const [sent] = server.requests.filter((request) =>
      matchRoute(routes.archiveReports.reportArchive, request),
    );
    expect(sent?.path).toBe(`/api/archives/${midterm.id}/reports`);
    expect(JSON.parse(sent?.body ?? '')).toEqual({ reason: 'unreadable', note: '第 3 頁很模糊' });

    const again = await sendUnreadable();
    expect((await within(again).findByRole('alert')).textContent).toContain(
      errorCatalogue.duplicate_archive_report.message,
    );
    expect(again.isConnected).toBe(true);
  });

  it('is not offered outside a page with the dialog', async () => {
    await server.start(() => refusal('not_found'));
    await renderSignedIn(<ReportArchiveAction archive={midterm} />, me);
    expect(screen.queryByRole('button', { name: actionName })).toBeNull();
  });
});

describe('我的檢舉: exam reports', () => {
  it('asks for the reports as it opens, shows the new outcome marked 新, and marks it seen', async () => {
    await server.start((request) => {
      if (matchRoute(routes.archiveReports.myArchiveReports, request))
        return { status: 200, body: { reports: myArchiveReports, unseen: 1 } };
      if (matchRoute(routes.archiveReports.markMyArchiveReportsSeen, request))
        return {
          status: 200,
          body: { reports: myArchiveReports.map((report) => ({ ...report, seen: true })), unseen: 0 },
        };
      return refusal('not_found');
    });
    await renderSignedIn(<MyArchiveReports opened />, me);
    expect(await screen.findByText('已修正・新')).toBeTruthy();
    expect(screen.getByText('管理員已修正這份考古題：已改為期末考')).toBeTruthy();
    expect(screen.getByText('處理中')).toBeTruthy();
    await waitFor(() =>
      expect(
        server.requests.filter((request) =>
          matchRoute(routes.archiveReports.markMyArchiveReportsSeen, request),
        ),
      ).toHaveLength(1),
    );
    expect(screen.getByText('已修正・新')).toBeTruthy();
  });
});
