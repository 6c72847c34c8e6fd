import { type Question, type QuestionList, routes } from '@pastexam/api-contract';
import { ConfirmProvider } from '@pastexam/ui/confirm-dialog';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { meAnswer } from '../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../testing/render-with-services.tsx';
import { matchRoute, useTestServer } from '../../testing/test-server.ts';
import { ArchiveQuestions } from './archive-questions.tsx';

const server = useTestServer();
const proposal = (id: number, page: number, top: number): Question => ({
  id,
  name: `第 ${id} 題`,
  page,
  top,
  status: 'proposed',
});
let list: QuestionList;
beforeEach(async () => {
  list = {
    questions: [proposal(1, 1, 0.2), proposal(2, 1, 0.98)],
    locked: false,
    can_edit: true,
    can_lock: false,
  };
  await server.start((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.questions.listQuestions, request)) return { status: 200, body: list };
    if (
      matchRoute(routes.questions.moveQuestion, request) ||
      matchRoute(routes.questions.removeQuestion, request)
    )
      return { status: 200, body: list };
    return { status: 404, body: { detail: '找不到此 API 路徑', code: 'not_found' } };
  });
});

/** The questions around a stand-in viewer of two pages, each with the layer over it, as the PDF viewer draws it. */
function render() {
  return renderSignedIn(
    <ConfirmProvider>
      <ArchiveQuestions archiveId={5}>
        {(Layer) =>
          [1, 2].map((page) => (
            <div key={page} data-page={page} style={{ position: 'relative', height: 400 }}>
              {Layer && <Layer page={page} pageCount={2} />}
            </div>
          ))
        }
      </ArchiveQuestions>
    </ConfirmProvider>,
    { uid: 7, is_admin: false },
  );
}

const sent = (route: Parameters<typeof matchRoute>[0]) =>
  server.requests
    .filter((request) => matchRoute(route, request))
    .map((request) => JSON.parse(request.body || 'null'));

describe('question starts on the viewer', () => {
  it('moves a start with the keys, onto the next page past the bottom, and saves it with Enter', async () => {
    const user = userEvent.setup();
    await render();
    const marker = await screen.findByRole('button', { name: '第 2 題 起點，第 1 頁 98%（建議）' });
    marker.focus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    const moved = await screen.findByRole('button', { name: '第 2 題 起點，第 2 頁 3%（建議）' });
    await waitFor(() => expect(document.activeElement).toBe(moved));
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(sent(routes.questions.moveQuestion)).toEqual([{ page: 2, top: 0.02 }]));
  });

  it('asks before removing a start with Delete', async () => {
    const user = userEvent.setup();
    await render();
    (await screen.findByRole('button', { name: /^第 1 題 起點/ })).focus();
    await user.keyboard('{Delete}');
    await user.click(await screen.findByRole('button', { name: '刪除' }));
    await waitFor(() =>
      expect(server.requests.some((r) => matchRoute(routes.questions.removeQuestion, r))).toBe(true),
    );
  });

  it('shows locked starts without a way to change them', async () => {
    list = { ...list, locked: true, can_edit: false };
    await render();
    expect(await screen.findByText('題目已由管理員鎖定')).toBeTruthy();
    expect(screen.getByText('第 1 題')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /起點/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增題目' })).toBeNull();
  });
});
