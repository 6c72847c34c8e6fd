import { routes } from '@pastexam/api-contract';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { loadEnglish } from '../../../testing/load-english.ts';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, useTestServer } from '../../../testing/test-server.ts';
import { FlagAnswer } from './flag-answer.tsx';
import { MyFlagsDialog } from './my-flags-dialog.tsx';

const server = useTestServer();
const me = { uid: 7, is_admin: false };
beforeAll(() => loadEnglish(answersMessages));

describe('reporting an answer, in English', () => {
  it('sends the report and says so in English', async () => {
    await server.start((request) => {
      if (!matchRoute(routes.answerFlags.flagAnswer, request)) return refusal('not_found');
      return { status: 201, body: { id: 9, reason: 'wrong', created_at: '2026-11-28T10:00:00.000Z' } };
    });
    const onClose = vi.fn();
    await renderSignedIn(<FlagAnswer answer={{ id: 500 }} onClose={onClose} />, me, { locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Report answer' });
    // The reasons are the contract's labels, in the reader's language.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong answer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Report sent')).toBeTruthy();
    expect(
      screen.getByText('Once an administrator has handled it, the outcome will be listed in “My reports”'),
    ).toBeTruthy();
  });

  it('titles my reports and their answers in English', async () => {
    await server.start((request) => {
      if (matchRoute(routes.answerFlags.myFlags, request))
        return { status: 200, body: { flags: [], unseen: 0 } };
      return refusal('not_found');
    });
    await renderSignedIn(<MyFlagsDialog opened onClose={vi.fn()} more={<p>More</p>} />, me, { locale: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'My reports' });
    expect(within(dialog).getByRole('heading', { name: 'Answers' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close my reports' })).toBeTruthy();
  });
});
