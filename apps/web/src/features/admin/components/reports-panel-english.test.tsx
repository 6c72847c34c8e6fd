import { routes } from '@pastexam/api-contract';
import { openFlaggedAnswer } from '@pastexam/ui/answers/flags/fixtures';
import { openReportedArchive, resolvedReportedArchive } from '@pastexam/ui/archive-reports/fixtures';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { archiveReportsMessages } from '@pastexam/ui/messages/archive-reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { loadEnglish } from '../../../testing/load-english.ts';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, type RecordedRequest, useTestServer } from '../../../testing/test-server.ts';
import { ReportsPanel } from './reports-panel.tsx';

const server = useTestServer();
beforeAll(() => loadEnglish(answersMessages, archiveReportsMessages));

/** 檢舉 in English, with one flagged answer and one open group of exam reports, each resolved as asked. */
async function openPanel() {
  await server.start((request: RecordedRequest) => {
    if (matchRoute(routes.archiveReports.adminListArchiveReports, request))
      return { status: 200, body: { groups: [openReportedArchive] } };
    if (matchRoute(routes.archiveReports.adminResolveArchiveReports, request))
      return { status: 200, body: { ...resolvedReportedArchive, outcome: 'fixed' } };
    if (matchRoute(routes.answerFlags.adminListFlags, request))
      return { status: 200, body: { answers: [openFlaggedAnswer] } };
    if (matchRoute(routes.answerFlags.adminResolveFlags, request))
      return { status: 200, body: { ...openFlaggedAnswer, answer_id: null, outcome: 'deleted' } };
    return refusal('not_found');
  });
  await renderSignedIn(<ReportsPanel />, { uid: 1, is_admin: true }, { locale: 'en' });
}

describe('reports, in English', () => {
  it('asks in English before deleting a flagged answer, and says it was done', async () => {
    await openPanel();
    expect(await screen.findByRole('radio', { name: 'Answers' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Past exams' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the answer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete answer' });
    expect(
      within(confirm).getByText(
        'Delete this answer? This can’t be undone. The users who reported it will be told the outcome.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete answer' }));
    expect(
      await screen.findByText('Answer deleted. The users who reported it will see the outcome'),
    ).toBeTruthy();
  });

  it('says in English that a group of exam reports was resolved', async () => {
    await openPanel();
    await userEvent.click(await screen.findByRole('radio', { name: 'Past exams' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fixed' }));
    expect(await screen.findByText('Marked as fixed. The reporters will see the outcome')).toBeTruthy();
  });
});
