import { errorCatalogue, routes } from '@pastexam/api-contract';
import { myFlags } from '@pastexam/ui/answers/flags/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, useTestServer } from '../../../testing/test-server.ts';
import { FlagAnswer } from './flag-answer.tsx';
import { MyFlagsDialog } from './my-flags-dialog.tsx';

const server = useTestServer();
const me = { uid: 7, is_admin: false };

/** 檢舉 of answer 500, as the answers beside a preview open it, with a button to open it again. */
function Flagging() {
  const [answer, setAnswer] = useState<{ id: number } | null>({ id: 500 });
  return (
    <>
      <button type="button" onClick={() => setAnswer({ id: 500 })}>
        再次檢舉
      </button>
      <FlagAnswer answer={answer} onClose={() => setAnswer(null)} />
    </>
  );
}

async function sendWrong(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name: '檢舉解答' });
  await userEvent.click(within(dialog).getByRole('radio', { name: '答案錯誤' }));
  await userEvent.click(within(dialog).getByRole('button', { name: '送出檢舉' }));
  return dialog;
}

describe('檢舉 an answer', () => {
  it('sends the reason, closes once sent, and says why a second flag for the same reason is refused', async () => {
    let flagged = 0;
    await server.start((request) => {
      if (!matchRoute(routes.answerFlags.flagAnswer, request)) return refusal('not_found');
      flagged += 1;
      return flagged === 1
        ? { status: 201, body: { id: 9, reason: 'wrong', created_at: '2026-11-28T10:00:00.000Z' } }
        : refusal('duplicate_flag');
    });
    await renderSignedIn(<Flagging />, me);
    const dialog = await sendWrong();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    const [sent] = server.requests.filter((request) => matchRoute(routes.answerFlags.flagAnswer, request));
    expect(sent?.path).toBe('/api/answers/500/flags');
    expect(JSON.parse(sent?.body ?? '')).toEqual({ reason: 'wrong', note: null });

    await userEvent.click(screen.getByRole('button', { name: '再次檢舉' }));
    const again = await sendWrong();
    expect((await within(again).findByRole('alert')).textContent).toContain(
      errorCatalogue.duplicate_flag.message,
    );
    expect(again.isConnected).toBe(true);
  });
});

describe('我的檢舉', () => {
  it('asks for the flags as it opens, shows the new outcome marked 新, and marks it seen', async () => {
    const unseen = { flags: myFlags, unseen: 1 };
    await server.start((request) => {
      if (matchRoute(routes.answerFlags.myFlags, request)) return { status: 200, body: unseen };
      if (matchRoute(routes.answerFlags.markMyFlagsSeen, request))
        return {
          status: 200,
          body: { flags: myFlags.map((flag) => ({ ...flag, seen: true })), unseen: 0 },
        };
      return refusal('not_found');
    });
    await renderSignedIn(<MyFlagsDialog opened onClose={() => undefined} />, me);
    const dialog = await screen.findByRole('dialog', { name: '我的檢舉' });
    expect(await within(dialog).findByText('隱藏答案・新')).toBeTruthy();
    expect(within(dialog).getByText('管理員已隱藏這則解答')).toBeTruthy();
    expect(within(dialog).getByText('處理中')).toBeTruthy();
    await waitFor(() =>
      expect(
        server.requests.filter((request) => matchRoute(routes.answerFlags.markMyFlagsSeen, request)),
      ).toHaveLength(1),
    );
    // Still marked new while the dialog stays open.
    expect(within(dialog).getByText('隱藏答案・新')).toBeTruthy();
  });
});
