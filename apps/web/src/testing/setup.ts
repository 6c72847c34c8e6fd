import workerConsole from 'node:console';
import { notifications } from '@mantine/notifications';
import { printDocumentOnlyOnFailure } from '@pastexam/ui/test/polling-errors';
import { skipElementCreationStacks } from '@pastexam/ui/test/react-creation-stacks';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetEarlyAnswers } from '../lib/early-answers.ts';
import { showingLocale } from '../lib/locale.ts';

skipElementCreationStacks();
printDocumentOnlyOnFailure();

// findBy* and waitFor wait for a state, and give up after this long. The first render of a test loads the
// router's split route chunks and waits for loopback answers: a second (the library's default) is less than
// that takes while the machine is busy. A test that fails still fails, only later.
configure({ asyncUtilTimeout: 40_000 });

// The browser of the tests asks for Chinese, as the end-to-end suite's does (happy-dom's own asks for en-US): the
// pages are zh-TW unless a test chooses otherwise.
Object.defineProperty(window.navigator, 'languages', { value: ['zh-TW', 'zh'], configurable: true });

/**
 * What happy-dom writes where a browser's console would show it goes straight to the worker's own console, past
 * vitest's capture: a line for each request its loopback test server refused, and the hang-up of a request still
 * open when a test ends and closes that server, or sent after it has closed (or reset by it, as an
 * unreachable server is played). Each test asserts what the user sees of those instead, so they
 * are dropped; anything else the page logs still shows.
 */
const EXPECTED_PAGE_ERRORS = [
  /^(GET|POST|PUT|PATCH|DELETE) http:\/\/127\.0\.0\.1:\d+\/\S* \d{3} \(/,
  /^Error: (socket hang up|connect ECONNREFUSED 127\.0\.0\.1:\d+|read ECONNRESET|connect ECONNRESET 127\.0\.0\.1:\d+)/,
];
const quieted = Symbol.for('pastexam.quietPageConsole');
const pageConsole: Console & { [quieted]?: true } = workerConsole;
if (!pageConsole[quieted]) {
  const error = pageConsole.error.bind(pageConsole);
  pageConsole.error = (...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? `Error: ${arg.message}` : String(arg))).join(' ');
    if (!EXPECTED_PAGE_ERRORS.some((pattern) => pattern.test(text))) error(...args);
  };
  pageConsole[quieted] = true;
}

afterEach(() => {
  cleanup();
  forgetEarlyAnswers();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // A date long past, not Max-Age=0: happy-dom can read a cookie expiring "now" back as an empty one within
    // the same millisecond, and the next test then starts with `XSRF-TOKEN=` already in the jar.
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookies a test server set is the only way to reset happy-dom's jar
    if (name) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  }
  document.documentElement.className = '';
  // A test that drew the app in English leaves the next one the default language, as a new page starts.
  showingLocale('zh-TW');
});
