import { routes } from '@pastexam/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderApp } from '../testing/render-app.tsx';
import { matchRoute, useTestServer } from '../testing/test-server.ts';

const { pageFailure } = vi.hoisted(() => ({ pageFailure: new Error('the landing page could not draw') }));

// The home page fails as it draws; everything around it (router, shell, providers) is the real app.
vi.mock('../features/landing/components/landing-page.tsx', () => ({
  LandingPage: () => {
    throw pageFailure;
  },
}));

const server = useTestServer();
let consoleError: MockInstance<typeof console.error>;

beforeEach(async () => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await server.start((request) => {
    if (matchRoute(routes.announcements.activeAnnouncements, request))
      return { status: 200, body: { items: [] } };
    return { status: 401, body: { detail: '登入已失效，請重新登入', code: 'unauthorized' } };
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page that fails to draw', () => {
  it('shows 頁面發生錯誤 in zh-TW, never the error itself, and logs the error once', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: '頁面發生錯誤' })).toBeTruthy();
    expect(
      screen.getByText('這個頁面暫時無法顯示，請重新整理後再試；若問題持續發生，請回報問題。'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新整理' })).toBeTruthy();
    expect(screen.queryByText(/Something went wrong/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /Hide Error|Show Error/i })).toBeNull();
    expect(document.body.textContent).not.toContain(pageFailure.message);
    expect(consoleError.mock.calls.filter(([logged]) => logged === pageFailure)).toHaveLength(1);
  });

  it('reloads the page when 重新整理 is pressed', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: '重新整理' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
