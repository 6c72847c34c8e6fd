import { type Notification, routes } from '@pastexam/api-contract';
import type { Locale } from '@pastexam/api-contract/locales';
import { loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { notificationsMessages } from '@pastexam/ui/messages/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TopBarNotifications } from '../features/notifications/components/top-bar-notifications.tsx';
import { meAnswer } from '../testing/api-fixtures.ts';
import { renderSignedIn } from '../testing/render-with-services.tsx';
import { TestEventSource } from '../testing/test-event-source.ts';
import { matchRoute, type RecordedRequest, useTestServer } from '../testing/test-server.ts';
import { useLocaleChoice } from './locale-choice.ts';
import { AppLocaleProvider } from './locale-state.tsx';

const server = useTestServer();
let saved: Locale | null = null;

/** The server's notification, in the language the request asks for, as the API writes it. */
const reviewed = (request: RecordedRequest): Notification => ({
  id: 1,
  kind: 'upload_reviewed',
  title: request.headers['accept-language']?.startsWith('en') ? 'Reviewed' : '已審核',
  body: null,
  link: '/',
  created_at: '2026-06-03T01:30:00.000Z',
  read: false,
});

beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(notificationsMessages, 'en')]));

beforeEach(async () => {
  saved = 'zh-TW';
  await server.start((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request, { locale: saved });
    if (matchRoute(routes.users.updateMyLocale, request)) {
      saved = JSON.parse(request.body).locale;
      return meAnswer(request, { locale: saved });
    }
    if (matchRoute(routes.notifications.unreadNotifications, request))
      return { status: 200, body: { unread_count: 1 } };
    if (matchRoute(routes.notifications.listNotifications, request))
      return { status: 200, body: { items: [reviewed(request)], has_more: false } };
    if (matchRoute(routes.notifications.notificationStreamTicket, request))
      return { status: 200, body: { ticket: 'ticket-1', expires_in: 60 } };
    return { status: 404, body: { detail: 'Not found', code: 'not_found' } };
  });
});

function Switch() {
  const choose = useLocaleChoice();
  return (
    <button type="button" onClick={() => choose('en')}>
      English
    </button>
  );
}

describe('choosing a language when signed in', () => {
  it('keeps it on the server, then shows the notifications the server wrote in it', async () => {
    await renderSignedIn(
      <AppLocaleProvider initial="zh-TW">
        <Switch />
        <TopBarNotifications onFollow={() => undefined} openEventSource={(url) => new TestEventSource(url)} />
      </AppLocaleProvider>,
      { uid: 7, is_admin: false },
    );
    const user = userEvent.setup();
    const bell = async (name: RegExp) => screen.findByRole('button', { name });
    await user.click(await bell(/^通知/));
    expect(await screen.findByText('已審核')).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(await bell(/^Notifications/));
    expect(await screen.findByText('Reviewed')).toBeTruthy();
    expect(saved).toBe('en');
  });
});
