import { profileUpdateSchema, routes } from '@pastexam/api-contract';
import { loadLocale } from '@pastexam/ui/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appConfigWith, meAnswer, noCourses, refusal } from '../../testing/api-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { matchRoute, useTestServer } from '../../testing/test-server.ts';
import { claimsFor, makeToken } from '../../testing/tokens.ts';

const server = useTestServer();
let nickname: string | null = null;

beforeAll(() => loadLocale('en'));

beforeEach(async () => {
  nickname = null;
  await server.start((request) => {
    if (matchRoute(routes.auth.appConfig, request)) return { status: 200, body: appConfigWith() };
    if (matchRoute(routes.users.me, request)) return meAnswer(request, { nickname });
    if (matchRoute(routes.users.updateMe, request)) {
      nickname = profileUpdateSchema.parse(JSON.parse(request.body)).nickname;
      return meAnswer(request, { nickname });
    }
    if (matchRoute(routes.courses.listCourses, request)) return { status: 200, body: noCourses };
    return refusal('not_found');
  });
});

describe('個人資料 in English', () => {
  it('says in English that the profile was saved, with the nickname as typed', async () => {
    renderApp('/archive', { token: makeToken(claimsFor({ name: '王小明' })), locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: '王小明' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nickname' }), '小明');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    expect(screen.getByText('Others will see your nickname “小明”')).toBeTruthy();
  });
});
