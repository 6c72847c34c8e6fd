import { routes } from '@pastexam/api-contract';
import { sampleWish, sampleWishes } from '@pastexam/ui/wishes/fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../../testing/render-with-services.tsx';
import { matchRoute, type RecordedRequest, useTestServer } from '../../../testing/test-server.ts';
import { WishesPanel } from './wishes-panel.tsx';

const server = useTestServer();
const admin = { uid: 1, is_admin: true };

describe('許願池 for admins', () => {
  it('lists the most wished-for and closes one with a reason, then lists them again', async () => {
    let closed = false;
    await server.start((request: RecordedRequest) => {
      if (matchRoute(routes.wishes.adminListWishes, request))
        return { status: 200, body: { wishes: closed ? sampleWishes.slice(1) : sampleWishes } };
      if (matchRoute(routes.wishes.adminCloseWish, request)) {
        closed = true;
        return { status: 200, body: sampleWish({ state: 'closed', close_reason: '這學期沒有期中考' }) };
      }
      return refusal('not_found');
    });
    await renderSignedIn(<WishesPanel />, admin);
    expect((await screen.findAllByRole('listitem'))[0]?.textContent).toContain('3 人在等資料結構113 期中考');
    await userEvent.click(screen.getByRole('button', { name: '關閉願望 資料結構 113 期中考' }));
    const dialog = screen.getByRole('dialog', { name: '關閉願望' });
    await userEvent.type(within(dialog).getByLabelText(/關閉原因/), '這學期沒有期中考');
    await userEvent.click(within(dialog).getByRole('button', { name: '關閉願望' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '關閉願望' })).toBeNull());
    const [request] = server.requests.filter((item) => matchRoute(routes.wishes.adminCloseWish, item));
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ reason: '這學期沒有期中考' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
  });
});
