import { routes } from '@pastexam/api-contract';
import { archiveReportsMessages } from '@pastexam/ui/messages/archive-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { midterm } from '../../../testing/archive-fixtures.ts';
import { loadEnglish } from '../../../testing/load-english.ts';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, useTestServer } from '../../../testing/test-server.ts';
import { MyArchiveReports } from './my-archive-reports.tsx';
import { ArchiveReporter, ReportArchiveAction } from './report-archive.tsx';

const server = useTestServer();
const me = { uid: 7, is_admin: false };
beforeAll(() => loadEnglish(archiveReportsMessages));

describe('reporting a problem with an archive, in English', () => {
  it('names the row’s button, sends the report and says so in English', async () => {
    await server.start((request) => {
      if (!matchRoute(routes.archiveReports.reportArchive, request)) return refusal('not_found');
      return { status: 201, body: { id: 9, reason: 'unreadable', created_at: '2026-11-28T10:00:00.000Z' } };
    });
    await renderSignedIn(
      <ArchiveReporter>
        <ReportArchiveAction archive={midterm} />
      </ArchiveReporter>,
      me,
      { locale: 'en' },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Report a problem with AY 2023–24 (112) 期中考 (林教授)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    // The reasons are the contract's labels, in the reader's language.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Unreadable' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(await screen.findByText('Report sent')).toBeTruthy();
  });

  it('heads my exam reports in English', async () => {
    await server.start((request) => {
      if (matchRoute(routes.archiveReports.myArchiveReports, request))
        return { status: 200, body: { reports: [], unseen: 0 } };
      return refusal('not_found');
    });
    await renderSignedIn(<MyArchiveReports opened />, me, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Past exams' })).toBeTruthy();
  });
});
