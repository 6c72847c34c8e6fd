import { routes } from '@pastexam/api-contract';
import type { Locale } from '@pastexam/api-contract/locales';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderLanding } from '../prerender.tsx';
import { appConfigWith } from '../testing/api-fixtures.ts';
import { matchRoute, startTestServer, type TestServer } from '../testing/test-server.ts';
import { AppRoot } from './app.tsx';
import { createApp } from './create-app.ts';
import { prepareHydration } from './router.tsx';

let server: TestServer;
let root: Root | undefined;

beforeEach(async () => {
  server = await startTestServer((request) =>
    matchRoute(routes.auth.appConfig, request)
      ? { status: 200, body: appConfigWith({ ssoEnabled: true }) }
      : { status: 404, body: { detail: '找不到' } },
  );
});

afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  delete document.documentElement.dataset.firstView;
  await server.close();
});

/** The landing page as the build writes it into index.html, and as the browser's first view shows it. */
async function prerenderedPage(locale: Locale = 'zh-TW'): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await renderLanding(locale);
  document.body.append(container);
  document.documentElement.dataset.firstView = 'landing';
  return container;
}

/** Starts the app on the prerendered page as main.tsx does, in `locale`; a mismatch goes to console.error. */
async function hydrate(page: HTMLElement, locale: Locale): Promise<void> {
  const { services, router } = createApp({
    storage: sessionStorage,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  prepareHydration(router);
  act(() => {
    root = hydrateRoot(page, <AppRoot services={services} router={router} locale={locale} />, {
      onRecoverableError: (error) => console.error(error),
    });
  });
}

describe('the prerendered landing page', () => {
  it('is the guest’s page on /, drawn without any script', async () => {
    const page = await prerenderedPage();
    expect(within(page).getByRole('heading', { level: 1, name: '資訊系考古題系統' })).toBeTruthy();
    expect(within(page).getAllByRole('button', { name: '登入' })).toHaveLength(2);
    expect(within(page).getByRole('button', { name: '切換深色/淺色模式' })).toBeTruthy();
    // Chinese puts no space after a full-width comma; a line break in the JSX text would add one.
    const intro = within(page).getByText(/^系上師生共同整理的歷屆考古題/);
    expect(intro.textContent).toContain('上傳缺少的考題，並以過去的考卷');
    expect(intro.textContent).not.toContain('， ');
  });

  it('hydrates without a mismatch and then works as the app does', async () => {
    const page = await prerenderedPage();
    const markup = page.innerHTML;
    const errors = vi.spyOn(console, 'error');
    await hydrate(page, 'zh-TW');
    // The first view ends once React has taken the page over.
    await waitFor(() => expect(document.documentElement.dataset.firstView).toBeUndefined());
    expect(errors).not.toHaveBeenCalled();
    expect(page.innerHTML).toBe(markup);

    await userEvent.click(within(page).getAllByRole('button', { name: '登入' })[0] ?? page);
    expect(await screen.findByRole('dialog', { name: '登入' })).toBeTruthy();
    // The dialog asks for the sign-in settings at once (the page's figures have fetched the client already):
    // the test ends once they are answered, not with the request in flight.
    await waitFor(() => expect(server.callsTo(routes.auth.appConfig)).not.toHaveLength(0));
    errors.mockRestore();
  });
});

describe('the landing page prerendered in English', () => {
  it('is drawn in English, without any script', async () => {
    const page = await prerenderedPage('en');
    expect(
      within(page).getByRole('heading', { level: 1, name: 'CS Department Past Exam Archive' }),
    ).toBeTruthy();
    expect(within(page).getAllByRole('button', { name: 'Sign in' })).toHaveLength(2);
    // Only the language switch is in Chinese: 中文 is what a Chinese reader looks for.
    for (const style of page.querySelectorAll('style')) style.remove();
    expect((page.textContent ?? '').replace('中文', '')).not.toMatch(/\p{Script=Han}/u);
  });

  it('hydrates in English without a mismatch', async () => {
    const page = await prerenderedPage('en');
    const text = page.textContent;
    const errors = vi.spyOn(console, 'error');
    await hydrate(page, 'en');
    await waitFor(() => expect(document.documentElement.dataset.firstView).toBeUndefined());
    // A mismatch would be reported (and the page drawn afresh); the words stay those drawn at build time.
    expect(errors).not.toHaveBeenCalled();
    expect(page.textContent).toBe(text);
    errors.mockRestore();
  });
});
