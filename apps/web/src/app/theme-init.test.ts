import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storageKeys } from '@pastexam/api-contract/storage-keys';
import { afterEach, describe, expect, it, vi } from 'vitest';

// first-view/theme-init.js is inlined into index.html as it is (no import), so it names the storage keys itself;
// these tests hold it to the contract's keys and to what it must decide before the first paint.
const source = readFileSync(join(import.meta.dirname, '..', '..', 'first-view', 'theme-init.js'), 'utf8');
const html = document.documentElement;
// happy-dom loads no script files: the entry the script adds only needs to be there, not to run.
if (window.happyDOM) window.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

/** Runs the script at `path`, from a tag carrying `data` as the build writes it (none: the dev server's tag). */
function runAt(path: string, data: Record<string, string> = {}) {
  window.happyDOM?.setURL(`http://localhost${path}`);
  const tag = document.createElement('script');
  Object.assign(tag.dataset, data);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  new Function(source)();
}

/** The first view the script chooses at `path`. */
function firstViewAt(path: string): string | undefined {
  runAt(path);
  return document.documentElement.dataset.firstView;
}

const built = {
  appEntry: '/assets/index-1.js',
  appModules: '/assets/react-2.js /assets/landing-3.js',
  sessionModules: '/assets/session-4.js /assets/menu-5.css',
  archiveModules: '/assets/archive-6.js',
};

/** What the script added to <head> to fetch: `rel href` for links, `module src` for the entry. */
function fetched(): string[] {
  return [...document.head.querySelectorAll('link, script[type="module"]')].map((element) =>
    element instanceof HTMLScriptElement
      ? `module ${element.getAttribute('src')}`
      : `${element.getAttribute('rel')}${element.getAttribute('as') ? `:${element.getAttribute('as')}` : ''} ${element.getAttribute('href')}`,
  );
}

/** Frames are painted when the test says so, and timers run when it advances them. */
function paintOnDemand(): FrameRequestCallback[] {
  const frames: FrameRequestCallback[] = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  return frames;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  html.removeAttribute('data-first-view');
  html.removeAttribute('data-mantine-color-scheme');
  document.head.replaceChildren();
});

describe('theme-init.js', () => {
  it('reads the contract’s storage keys', () => {
    expect(source).toContain(`'${storageKeys.themePreference}'`);
    expect(source).toContain(`'${storageKeys.authToken}'`);
    expect(source).toContain(`'${storageKeys.locale}'`);
    expect(source).toContain(`'${storageKeys.returnTo}'`);
    expect(source).toContain(`'${storageKeys.selectedSubject}'`);
  });

  it('shows the skeleton on / to a reader who gets English, the prerendered page being zh-TW', () => {
    localStorage.setItem(storageKeys.locale, 'en');
    expect(firstViewAt('/')).toBe('app');
    expect(html.lang).toBe('en');
    localStorage.setItem(storageKeys.locale, 'zh-TW');
    expect(firstViewAt('/')).toBe('landing');
    expect(html.lang).toBe('zh-Hant-TW');
    localStorage.clear();
  });

  it('applies dark by default, and light when the saved preference says so', () => {
    runAt('/');
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');

    localStorage.setItem(storageKeys.themePreference, 'light');
    runAt('/');
    expect(html.classList.contains('dark')).toBe(false);
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('ignores a saved value that is not a theme', () => {
    localStorage.setItem(storageKeys.themePreference, 'sepia');
    runAt('/');
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('shows the prerendered landing page to a guest on / and the skeleton anywhere else', () => {
    expect(firstViewAt('/')).toBe('landing');
    expect(firstViewAt('/archive')).toBe('app');
    expect(firstViewAt('/no-such-page')).toBe('app');
  });

  it('shows the skeleton on / when a session is stored, or arrives from single sign-on, which lead elsewhere', () => {
    sessionStorage.setItem(storageKeys.authToken, 'a.b.c');
    expect(firstViewAt('/')).toBe('app');
    sessionStorage.clear();
    expect(firstViewAt('/login/callback#access_token=a.b.c')).not.toBe('landing');
  });

  it('shows the archive overview’s frame to a session opening the overview, and the skeleton where a course opens', () => {
    sessionStorage.setItem(storageKeys.authToken, 'a.b.c');
    expect(firstViewAt('/archive')).toBe('archive');
    expect(firstViewAt('/archive?overview=true')).toBe('archive');
    expect(firstViewAt('/archive?course=3')).toBe('app');
    expect(firstViewAt('/admin')).toBe('app');
    // The course opened last is reopened on /archive, so its page shows rather than the overview.
    localStorage.setItem(storageKeys.selectedSubject, '3');
    expect(firstViewAt('/archive')).toBe('app');
    expect(firstViewAt('/archive?overview=true')).toBe('archive');
    localStorage.clear();
    sessionStorage.clear();
    expect(firstViewAt('/archive')).toBe('app');
  });

  it('shows the archive overview’s frame on the return from single sign-on unless another page was kept', () => {
    expect(firstViewAt('/login/callback#access_token=a.b.c')).toBe('archive');
    sessionStorage.setItem(storageKeys.returnTo, '/archive?course=3');
    expect(firstViewAt('/login/callback#access_token=a.b.c')).toBe('app');
    sessionStorage.clear();
    expect(firstViewAt('/login/callback#error=denied')).toBe('app');
  });

  it('fetches nothing from the dev server’s page, where Vite loads the app', () => {
    runAt('/archive');
    expect(fetched()).toEqual([]);
  });

  it('fetches the app at once for the skeleton', () => {
    runAt('/no-such-page', built);
    expect(fetched()).toEqual([
      'modulepreload /assets/react-2.js',
      'modulepreload /assets/landing-3.js',
      'module /assets/index-1.js',
    ]);
  });

  it('fetches a signed-in start beside the entry: the session’s files, and the archive’s except on /admin', () => {
    sessionStorage.setItem(storageKeys.authToken, 'a.b.c');
    runAt('/archive', built);
    expect(fetched()).toEqual([
      'modulepreload /assets/session-4.js',
      'preload:style /assets/menu-5.css',
      'modulepreload /assets/archive-6.js',
      'modulepreload /assets/react-2.js',
      'modulepreload /assets/landing-3.js',
      'module /assets/index-1.js',
    ]);
    document.head.replaceChildren();
    runAt('/admin', built);
    expect(fetched()).not.toContain('modulepreload /assets/archive-6.js');
  });

  it('fetches the app for the landing page only once the page has painted, and then only once', () => {
    const frames = paintOnDemand();
    runAt('/', built);
    expect(fetched()).toEqual([]);
    for (const frame of frames.splice(0)) frame(0);
    vi.advanceTimersByTime(0);
    expect(fetched()).toContain('module /assets/index-1.js');
    // The fallback for a browser that does not paint (a background tab) finds the app on its way.
    vi.advanceTimersByTime(1000);
    expect(fetched().filter((entry) => entry.startsWith('module '))).toHaveLength(1);
  });

  it('fetches the app for the landing page after a second when the browser does not paint', () => {
    paintOnDemand();
    runAt('/', built);
    vi.advanceTimersByTime(999);
    expect(fetched()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(fetched()).toContain('module /assets/index-1.js');
  });
});
