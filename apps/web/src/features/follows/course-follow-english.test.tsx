import { loadLocale } from '@pastexam/ui/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { token } from '../../testing/archive-fixtures.ts';
import { serveArchiveEachTest } from '../../testing/archive-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const archive = serveArchiveEachTest();

describe('following a course, in English', () => {
  beforeAll(() => loadLocale('en'));

  it('names the button Follow, with the course for screen readers, and follows with it', async () => {
    renderApp('/archive?course=3', { token, locale: 'en' });
    const follow = await screen.findByRole('button', { name: 'Follow 資料結構' });
    expect(follow.textContent).toBe('Follow');
    await userEvent.click(follow);
    await waitFor(() => expect(archive.followed.has(3)).toBe(true));
  });
});
