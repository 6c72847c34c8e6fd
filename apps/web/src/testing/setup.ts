import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for a state, and give up after this long. The first render of a test loads the
// router's split route chunks and waits for loopback answers: a second (the library's default) is less than
// that takes while the machine is busy. A test that fails still fails, only later.
configure({ asyncUtilTimeout: 40_000 });

afterEach(() => {
  cleanup();
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
});
