import { passwordChangeSchema, routes } from '@pastexam/api-contract';
import { loadLocale } from '@pastexam/ui/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appConfigWith, meAnswer, noCourses } from '../../testing/api-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { renderSignedIn } from '../../testing/render-with-services.tsx';
import { matchRoute, useTestServer } from '../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../testing/tokens.ts';
import { useSignOutEverywhere } from './hooks/use-sign-out.ts';

const server = useTestServer();

beforeAll(() => loadLocale('en'));

function serve(logoutAll: { status: number; body: unknown }) {
  return server.start((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: noCourses };
    if (matchRoute(routes.users.changeOwnPassword, request)) {
      passwordChangeSchema.parse(JSON.parse(request.body));
      return {
        status: 200,
        body: { access_token: makeToken(claimsFor({ name: '王小明' })), token_type: 'bearer' },
      };
    }
    if (matchRoute(routes.auth.logoutAll, request)) return logoutAll;
    return { status: 404, body: { detail: 'Not found', code: 'not_found' } };
  });
}

/** A button that signs out everywhere, as the top bar's menu does once confirmed. */
function SignOutEverywhere() {
  const signOutEverywhere = useSignOutEverywhere();
  return (
    <button type="button" onClick={() => void signOutEverywhere()}>
      Sign out everywhere
    </button>
  );
}

describe('the account’s dialogs and toasts, in English', () => {
  it('says in English that the password changed', async () => {
    await serve({ status: 200, body: { ok: true } });
    renderApp('/archive', { token: makeToken(claimsFor({ name: '王小明' })), locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: '王小明' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Change password', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const field = (label: string) =>
      within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await userEvent.type(field('Current password'), 'my-old-password');
    await userEvent.type(field('New password'), 'my-new-password');
    await userEvent.type(field('Confirm new password'), 'my-new-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(screen.getByText('Your other devices are signed out; this one stays signed in')).toBeTruthy();
  });

  it('says in English when signing out everywhere failed', async () => {
    await serve({ status: 500, body: { detail: 'The server had a problem', code: 'internal_error' } });
    await renderSignedIn(<SignOutEverywhere />, { uid: 7, is_admin: false }, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Couldn’t sign out everywhere')).toBeTruthy();
    expect(screen.getByText('The server had a problem')).toBeTruthy();
  });
});
