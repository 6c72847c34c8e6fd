import { routes } from '@pastexam/api-contract';
import { openFlaggedAnswer } from '@pastexam/ui/answers/flags/fixtures';
import { openReportedArchive, resolvedReportedArchive } from '@pastexam/ui/archive-reports/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, type RecordedRequest, useTestServer } from '../../../testing/test-server.ts';
import { answerConfirm } from '../testing/admin-fixtures.ts';
import { ReportsPanel } from './reports-panel.tsx';

const server = useTestServer();
const admin = { uid: 1, is_admin: true };

/** 檢舉 with one flagged answer and one open group of exam reports; a resolution answers it resolved as asked. */
async function openPanel() {
  await server.start((request: RecordedRequest) => {
    if (matchRoute(routes.archiveReports.adminListArchiveReports, request))
      return { status: 200, body: { groups: [openReportedArchive] } };
    if (matchRoute(routes.archiveReports.adminResolveArchiveReports, request)) {
      const body = JSON.parse(request.body) as { outcome: 'fixed' | 'deleted' };
      return { status: 200, body: { ...resolvedReportedArchive, outcome: body.outcome } };
    }
    if (matchRoute(routes.answerFlags.adminListFlags, request))
      return { status: 200, body: { answers: [openFlaggedAnswer] } };
    if (matchRoute(routes.answerFlags.adminResolveFlags, request))
      return { status: 200, body: { ...openFlaggedAnswer, answer_id: null, outcome: 'deleted' } };
    return refusal('not_found');
  });
  await renderSignedIn(<ReportsPanel />, admin);
}

async function openReports() {
  await openPanel();
  await userEvent.click(await screen.findByRole('radio', { name: '考古題' }));
}

const resolutions = () =>
  server.requests.filter((request) => matchRoute(routes.archiveReports.adminResolveArchiveReports, request));

describe('檢舉: exam reports', () => {
  it('lists the exam reports beside the answers’ flags and resolves a group as fixed with the admin’s note', async () => {
    await openReports();
    expect(await screen.findByText('課程或資訊錯誤 × 2')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /處理說明/ }), '已改為期末考');
    await userEvent.click(screen.getByRole('button', { name: '已修正' }));
    await waitFor(() => expect(resolutions()).toHaveLength(1));
    const [sent] = resolutions();
    expect(sent?.path).toBe(`/api/admin/archives/${openReportedArchive.archive_id}/reports/resolve`);
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      reason: 'wrong_metadata',
      outcome: 'fixed',
      resolution_note: '已改為期末考',
    });
    expect(await screen.findByText('已修正，回報者會看到結果')).toBeTruthy();
  });

  it('asks before deleting for good, and sends nothing when the admin cancels', async () => {
    await openReports();
    await userEvent.click(await screen.findByRole('button', { name: '永久刪除' }));
    const confirm = await answerConfirm('永久刪除', '取消');
    expect(within(confirm).getByText(/檔案會一併刪除，無法復原/)).toBeTruthy();
    expect(resolutions()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '永久刪除' }));
    await answerConfirm('永久刪除', '永久刪除');
    await waitFor(() => expect(resolutions()).toHaveLength(1));
    expect(JSON.parse(resolutions()[0]?.body ?? '')).toMatchObject({
      outcome: 'deleted',
      resolution_note: null,
    });
  });
});

describe('檢舉: flags on answers', () => {
  it('shows the answers’ flags first, and deletes an answer only once the admin confirms', async () => {
    await openPanel();
    expect(await screen.findByText('疑似 AI 產生 × 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刪除答案' }));
    await answerConfirm('刪除答案', '取消');
    const sent = () =>
      server.requests.filter((request) => matchRoute(routes.answerFlags.adminResolveFlags, request));
    expect(sent()).toHaveLength(0);
    expect(screen.queryByText('課程或資訊錯誤 × 2')).toBeNull();
  });
});
