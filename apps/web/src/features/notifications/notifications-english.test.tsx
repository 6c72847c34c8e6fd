import { routes } from '@pastexam/api-contract';
import { loadCatalogue, loadLocale } from '@pastexam/ui/i18n';
import { notificationsMessages } from '@pastexam/ui/messages/notifications';
import { sampleNotifications, sampleSettings } from '@pastexam/ui/notifications/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appConfigWith, meAnswer } from '../../testing/api-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { renderSignedIn } from '../../testing/render-with-services.tsx';
import { TestEventSource } from '../../testing/test-event-source.ts';
import { matchRoute, useTestServer } from '../../testing/test-server.ts';
import { TopBarNotifications } from './components/top-bar-notifications.tsx';

const server = useTestServer();

beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(notificationsMessages, 'en')]));

beforeEach(async () => {
  await server.start((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.notifications.unreadNotifications, request))
      return { status: 200, body: { unread_count: 2 } };
    if (matchRoute(routes.notifications.listNotifications, request))
      return { status: 200, body: { items: sampleNotifications, has_more: false } };
    if (matchRoute(routes.notifications.markAllNotificationsRead, request))
      return { status: 503, body: { detail: 'The database is unavailable', code: 'database_unavailable' } };
    if (matchRoute(routes.notifications.getNotificationSettings, request))
      return { status: 200, body: sampleSettings };
    if (matchRoute(routes.notifications.setNotificationSettings, request))
      return { status: 200, body: JSON.parse(request.body) };
    if (matchRoute(routes.notifications.notificationStreamTicket, request))
      return { status: 200, body: { ticket: 'ticket-1', expires_in: 60 } };
    return { status: 404, body: { detail: 'Not found', code: 'not_found' } };
  });
});

async function openBell() {
  await renderSignedIn(
    <TopBarNotifications onFollow={() => undefined} openEventSource={(url) => new TestEventSource(url)} />,
    { uid: 7, is_admin: false },
    { locale: 'en' },
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return user;
}

describe('the bell’s toasts, in English', () => {
  it('says in English that marking all read failed, with the server’s words', async () => {
    const user = await openBell();
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll.hasAttribute('disabled')).toBe(false));
    await user.click(markAll);
    expect(await screen.findByText('Couldn’t mark all as read')).toBeTruthy();
    expect(screen.getByText('The database is unavailable')).toBeTruthy();
  });

  it('says in English that the settings were saved', async () => {
    const user = await openBell();
    await user.click(await screen.findByRole('button', { name: 'Notification settings' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
  });
});

describe('/unsubscribe in English', () => {
  it('says a link without its token is incomplete', async () => {
    renderApp('/unsubscribe', { locale: 'en' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The unsubscribe link is missing its token.',
    );
  });
});
