import { routes } from '@pastexam/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appConfigWith, meAnswer } from '../../../testing/api-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  matchRoute,
  type RecordedRequest,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';

const GOOD = '12.answer_activity.signature';
const BAD_LINK = '取消訂閱的連結無效或不完整，請直接從通知信中的連結開啟，或登入後在通知設定中修改';

let server: TestServer;
let posted: RecordedRequest[];
/** How many of the next unsubscribe calls answer 503 before the server answers for real. */
let outages: number;

beforeEach(async () => {
  posted = [];
  outages = 0;
  server = await startTestServer((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.notifications.unsubscribeNotificationMail, request)) {
      posted.push(request);
      if (outages > 0) {
        outages -= 1;
        return {
          status: 503,
          body: { detail: '資料庫暫時無法連線，請稍後再試', code: 'database_unavailable' },
        };
      }
      return new URL(request.path, 'http://test').searchParams.get('token') === GOOD
        ? { status: 200, body: { kinds: ['answer_activity'] } }
        : { status: 400, body: { detail: BAD_LINK, code: 'unsubscribe_link_invalid' } };
    }
    return { status: 200, body: appConfigWith() };
  });
});

afterEach(() => server.close());

describe('/unsubscribe', () => {
  it('stops the mail at once for a guest, and says which kind', async () => {
    const app = renderApp(`/unsubscribe?token=${encodeURIComponent(GOOD)}`);
    expect(await screen.findByText('已停止以電子郵件寄送「我的解答有新動態」通知')).toBeTruthy();
    expect(app.pathname()).toBe('/unsubscribe');
    expect(posted).toHaveLength(1);
  });

  it('works the same for a signed-in user, who stays on the page', async () => {
    const app = renderApp(`/unsubscribe?token=${encodeURIComponent(GOOD)}`, {
      token: makeToken(claimsFor({})),
    });
    expect(await screen.findByText('已停止以電子郵件寄送「我的解答有新動態」通知')).toBeTruthy();
    expect(app.pathname()).toBe('/unsubscribe');
  });

  it('says a forged link changed nothing, without offering to try it again', async () => {
    renderApp('/unsubscribe?token=12.answer_activity.forged');
    expect((await screen.findByRole('alert')).textContent).toContain(BAD_LINK);
    expect(screen.queryByRole('button', { name: '重試' })).toBeNull();
  });

  it('says a link without its token is incomplete, and calls nothing', async () => {
    renderApp('/unsubscribe');
    expect((await screen.findByRole('alert')).textContent).toContain('網址中缺少取消訂閱的憑證');
    expect(posted).toEqual([]);
  });

  it('offers 重試 when the server could not answer, and then stops the mail', async () => {
    outages = 1;
    renderApp(`/unsubscribe?token=${encodeURIComponent(GOOD)}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: '重試' }));
    expect(await screen.findByText('已停止以電子郵件寄送「我的解答有新動態」通知')).toBeTruthy();
    expect(posted).toHaveLength(2);
  });
});
