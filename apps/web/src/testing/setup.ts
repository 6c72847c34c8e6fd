import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring the cookies a test server set is the only way to reset happy-dom's jar
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.className = '';
});
