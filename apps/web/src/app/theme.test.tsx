import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfigWith } from '../testing/api-fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;

beforeEach(async () => {
  // A guest's page makes one call: the sign-in dialog's settings.
  server = await startTestServer(() => ({ status: 200, body: appConfigWith({ ssoEnabled: true }) }));
});

afterEach(async () => {
  await server.close();
  delete window.umami;
});

const root = document.documentElement;

describe('theme preference', () => {
  it('starts dark by default', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: '資訊系考古題系統' });
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('toggles, persists in localStorage and survives a reload', async () => {
    window.umami = { track: vi.fn() };
    const first = renderApp('/');
    await screen.findByRole('heading', { name: '資訊系考古題系統' });

    await userEvent.click(screen.getByRole('button', { name: '切換深色/淺色模式' }));

    await waitFor(() => expect(root.getAttribute('data-mantine-color-scheme')).toBe('light'));
    expect(localStorage.getItem('theme-preference')).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);
    expect(window.umami?.track).toHaveBeenCalledWith('theme-toggle', { theme: 'light' });

    first.unmount();
    root.className = '';
    root.removeAttribute('data-mantine-color-scheme');
    renderApp('/');
    await screen.findByRole('heading', { name: '資訊系考古題系統' });
    expect(root.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(root.classList.contains('dark')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: '切換深色/淺色模式' }));
    await waitFor(() => expect(localStorage.getItem('theme-preference')).toBe('dark'));
    expect(root.classList.contains('dark')).toBe(true);
  });
});
