import { routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { meAnswer } from '../../testing/api-fixtures.ts';
import { token } from '../../testing/archive-fixtures.ts';
import { pageReady, serveArchiveEachTest } from '../../testing/archive-server.ts';
import { renderApp } from '../../testing/render-app.tsx';

const archive = serveArchiveEachTest();

const results = () => screen.findByRole('region', { name: '搜尋結果' });
/** What GET /search was asked, call by call. */
const searches = () =>
  archive.server
    .callsTo(routes.search.search)
    .map((request) => Object.fromEntries(new URLSearchParams(request.path.split('?')[1] ?? '')));

describe('searching inside the exams', () => {
  it('puts what is typed in the address once typing pauses, and shows the hits grouped by course', async () => {
    const app = renderApp('/archive?course=3', { token });
    await pageReady();
    await userEvent.type(await screen.findByRole('searchbox', { name: '搜尋考古題內容' }), 'AVL 旋轉');
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ course: 3, q: 'AVL 旋轉' }));
    const headings = await within(await results()).findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['演算法', '資料結構']);
    // On a busy machine typing itself may pause long enough for a search of its first part.
    await waitFor(() => expect(searches().at(-1)).toEqual({ q: 'AVL 旋轉' }));
    expect(window.umami?.track).toHaveBeenCalledWith('search', { hits: 3, more: false });
  });

  it('does not search for only punctuation: the box says so, and nothing is asked until there are words', async () => {
    const app = renderApp('/archive?course=3', { token });
    await pageReady();
    const box = await screen.findByRole('searchbox', { name: '搜尋考古題內容' });
    await userEvent.type(box, '!!!{Enter}');
    expect(await screen.findByText('請輸入要搜尋的文字')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(app.router.state.location.href).toBe('/archive?course=3');

    await userEvent.type(box, 'a');
    expect(screen.queryByText('請輸入要搜尋的文字')).toBeNull();
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ q: '!!!a' }));
    // The first and only question the server was asked.
    await waitFor(() => expect(searches()).toEqual([{ q: '!!!a' }]));
  });

  it('drops a query of only punctuation, or a filter that is no filter, from an address', async () => {
    renderApp('/archive?course=3&q=%21%21%21&in=abc', { token });
    expect(await screen.findByRole('heading', { level: 1, name: '資料結構' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '搜尋結果' })).toBeNull();
    expect(await screen.findByRole('searchbox', { name: '搜尋考古題內容' })).toHaveProperty('value', '');
    expect(searches()).toEqual([]);
  });

  it('restores a search from the address alone, and 結束搜尋 returns to the course', async () => {
    const app = renderApp('/archive?course=3&q=heap&type=final', { token });
    const region = await results();
    expect(await within(region).findAllByRole('button', { name: /第 \d 頁/ })).toHaveLength(3);
    expect(searches()).toEqual([{ q: 'heap', type: 'final' }]);
    expect(await screen.findByRole('searchbox', { name: '搜尋考古題內容' })).toHaveProperty('value', 'heap');
    await userEvent.click(within(region).getByRole('button', { name: '結束搜尋' }));
    expect(await screen.findByRole('heading', { level: 1, name: '資料結構' })).toBeTruthy();
    expect(app.router.state.location.href).toBe('/archive?course=3');
  });

  it('asks again with a filter chosen, kept in the address', async () => {
    const app = renderApp('/archive?q=heap', { token });
    const region = await results();
    await within(region).findAllByRole('button', { name: /第 \d 頁/ });
    const type = within(region).getByRole('combobox', { name: '類型' });
    await userEvent.click(type);
    const options = document.getElementById(type.getAttribute('aria-controls') ?? '');
    if (!options) throw new Error('the type filter controls no list');
    // happy-dom has no layout, so Mantine keeps its positioned dropdown hidden; the option is still there.
    await userEvent.click(within(options).getByRole('option', { name: '小考', hidden: true }));
    await waitFor(() => expect(searches()).toContainEqual({ q: 'heap', type: 'quiz' }));
    expect(app.router.state.location.search).toMatchObject({ q: 'heap', type: 'quiz' });
  });

  it('narrows to a topic from the address or the 主題 filter, asking with topic_id', async () => {
    const app = renderApp('/archive?q=heap&topic=21', { token });
    const region = await results();
    await waitFor(() => expect(searches()).toEqual([{ q: 'heap', topic_id: '21' }]));
    const topic = await within(region).findByRole('combobox', { name: '主題' });
    await waitFor(() => expect(topic).toHaveProperty('value', '作業系統 › 同步與死結'));
    await userEvent.click(topic);
    const options = document.getElementById(topic.getAttribute('aria-controls') ?? '');
    if (!options) throw new Error('the topic filter controls no list');
    await userEvent.click(within(options).getByRole('option', { name: '作業系統 › CPU 排程', hidden: true }));
    await waitFor(() => expect(searches()).toContainEqual({ q: 'heap', topic_id: '22' }));
    expect(app.router.state.location.search).toMatchObject({ q: 'heap', topic: 22 });
  });

  it('opens a hit in the preview at its page, and `/` puts the cursor in the box', async () => {
    renderApp('/archive?q=AVL', { token });
    await userEvent.click(
      await screen.findByRole('button', { name: /113 學年度 期末考（林教授）.*第 2 頁/ }),
    );
    const preview = await screen.findByRole('dialog', { name: '期末考' });
    expect(within(preview).getByText(/演算法/)).toBeTruthy();
    expect(window.umami?.track).toHaveBeenCalledWith('archive-view', { course_id: 1, archive_id: 11 });
    await userEvent.click(within(preview).getByRole('button', { name: '關閉預覽' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '期末考' })).toBeNull());
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: '搜尋考古題內容' }));
  });

  it('stays whole while a way back into the archive waits for the server: the box comes with the page', async () => {
    const app = renderApp('/archive?course=3', { token });
    await screen.findByRole('searchbox', { name: '搜尋考古題內容' });
    app.history.push('/no-such-page');
    await waitFor(() => expect(screen.queryByRole('searchbox', { name: '搜尋考古題內容' })).toBeNull());
    // Every navigation into the signed-in pages asks the server who the user is; this answer is held back.
    let answer = (): void => undefined;
    archive.answers.me = (request) => new Promise((resolve) => (answer = () => resolve(meAnswer(request))));
    onTestFinished(() => answer());
    const asked = archive.server.callsTo(routes.users.me).length;
    const crashes = vi.spyOn(console, 'error');
    const back = app.router.navigate({ to: '/archive', search: { course: 3 } });
    await waitFor(() => expect(archive.server.callsTo(routes.users.me).length).toBeGreaterThan(asked));
    expect(app.pathname()).toBe('/archive');
    expect(screen.getByRole('heading', { level: 1, name: '找不到這個頁面' })).toBeTruthy();
    answer();
    await back;
    expect(await screen.findByRole('heading', { level: 1, name: '資料結構' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '搜尋考古題內容' })).toBeTruthy();
    expect(crashes).not.toHaveBeenCalled();
  });
});
