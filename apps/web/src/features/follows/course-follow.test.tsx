import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { overview, token } from '../../testing/archive-fixtures.ts';
import { pageReady, serveArchiveEachTest, sidebar } from '../../testing/archive-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const archive = serveArchiveEachTest();
const pinned = () => within(sidebar()).queryByRole('group', { name: '追蹤的課程' });

describe('following a course (追蹤)', () => {
  it('follows the course shown with 追蹤, pinning it atop the course list, and stops with a second press', async () => {
    renderApp('/archive?course=3', { token });
    await pageReady();
    const follow = await screen.findByRole('button', { name: '追蹤 資料結構' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    expect(pinned()).toBeNull();

    await userEvent.click(follow);
    // Pressed at once, while the change is on its way.
    expect(follow.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(archive.followed.has(3)).toBe(true));
    const [request] = archive.server.callsTo(routes.follows.setCourseFollow, { id: '3' });
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ following: true });
    await waitFor(() => expect(pinned()).not.toBeNull());
    expect(
      within(pinned() ?? sidebar())
        .getByRole('link', { name: '資料結構' })
        .getAttribute('href'),
    ).toBe('/archive?course=3');

    await userEvent.click(follow);
    await waitFor(() => expect(archive.followed.has(3)).toBe(false));
    await waitFor(() => expect(pinned()).toBeNull());
    expect(follow.getAttribute('aria-pressed')).toBe('false');
  });

  it('lists a followed course with its newest archives under 追蹤的課程 on the overview, asked again after a change', async () => {
    archive.answers.overview = () => ({
      status: 200,
      body: {
        ...overview,
        followed_courses: [...archive.followed].map((id) => ({
          id,
          name: '資料結構',
          category: 'sophomore' as const,
          pending: false,
          newest_archives: overview.newest_archives,
        })),
      },
    });
    renderApp('/archive', { token });
    const followed = await screen.findByRole('region', { name: '追蹤的課程' });
    expect(await within(followed).findByText(/^還沒有追蹤的課程。/)).toBeTruthy();
    await userEvent.click(within(sidebar()).getByRole('link', { name: '資料結構' }));
    await userEvent.click(await screen.findByRole('button', { name: '追蹤 資料結構' }));
    await waitFor(() => expect(archive.followed.has(3)).toBe(true));
    await userEvent.click(within(sidebar()).getByRole('link', { name: '總覽' }));
    const list = await screen.findByRole('list', { name: '資料結構 最新考古題' });
    expect(
      within(list)
        .getByRole('link', { name: /113 學年度 期末考（王教授）/ })
        .getAttribute('href'),
    ).toBe('/archive?course=3&archive=' + String(overview.newest_archives[0]?.id));
  });
});
