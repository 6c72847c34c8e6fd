import { type DiscussionMessage, discussionEvents, type MessagePage, routes } from '@pastexam/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meAnswer } from '../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../testing/render-with-services.tsx';
import { TestEventSource } from '../../testing/test-event-source.ts';
import { matchRoute, type TestResponse, useTestServer } from '../../testing/test-server.ts';
import { ArchiveDiscussion } from './archive-discussion.tsx';

const server = useTestServer();
const me = { uid: 7, is_admin: false };
const at = '2026-11-21T12:00:00.000Z';
const message = (id: number, body: string, authorId = 8): DiscussionMessage => ({
  id,
  archive_id: 5,
  author: { id: authorId, name: authorId === me.uid ? '我' : '阿華', is_admin: false },
  body,
  created_at: at,
  deleted_at: null,
});
const page = (messages: DiscussionMessage[], hasMore = false): MessagePage => ({
  messages,
  has_more: hasMore,
  stream_cursor: '1000',
});

let answers: { list: (before: string | null) => TestResponse; post: () => TestResponse };
const track = vi.fn();
beforeEach(async () => {
  answers = {
    list: () => ({
      status: 200,
      body: page([message(2, '我也算出 42', me.uid), message(1, '第三題錯了嗎？')]),
    }),
    post: () => ({ status: 201, body: message(3, '應該是 41', me.uid) }),
  };
  window.umami = { track };
  track.mockClear();
  let tickets = 0;
  await server.start((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.discussion.listMessages, request))
      return answers.list(new URL(request.path, 'http://x').searchParams.get('before'));
    if (matchRoute(routes.discussion.postMessage, request)) return answers.post();
    if (matchRoute(routes.discussion.deleteMessage, request))
      return { status: 200, body: { ...message(2, ''), author: null, deleted_at: at } };
    if (matchRoute(routes.discussion.messageStreamTicket, request))
      return { status: 200, body: { ticket: `ticket-${++tickets}`, expires_in: 60 } };
    return { status: 404, body: { detail: '找不到此 API 路徑', code: 'not_found' } };
  });
});
afterEach(() => {
  delete window.umami;
});

const openEvents = (url: string) => new TestEventSource(url);
const lastSource = () => {
  const source = TestEventSource.opened.at(-1);
  if (!source) throw new Error('no stream was opened');
  return source;
};

async function renderDiscussion() {
  TestEventSource.opened = [];
  await renderSignedIn(<ArchiveDiscussion archiveId={5} openEvents={openEvents} />, me);
  return within(await screen.findByRole('list', { name: '留言' }));
}

describe('the discussion beside an archive', () => {
  it('shows the messages oldest first and reports that it was opened', async () => {
    const list = await renderDiscussion();
    expect(list.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      '阿華 的留言',
      '我 的留言',
    ]);
    expect(track).toHaveBeenCalledWith('discussion-open', { archive_id: 5 });
  });

  it('posts with Ctrl+Enter, shows the message and empties the field', async () => {
    await renderDiscussion();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '留言' }), '  應該是 41  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('應該是 41')).toBeTruthy();
    const [posted] = server.callsTo(routes.discussion.postMessage, { aid: '5' });
    expect(JSON.parse(posted?.body ?? '')).toEqual({ body: '應該是 41' });
    expect(screen.getByRole('textbox', { name: '留言' })).toHaveProperty('value', '');
    expect(track).toHaveBeenCalledWith('discussion-post', { archive_id: 5, length: 6 });
  });

  it('waits out the rate limit for as long as the server says', async () => {
    answers.post = () => ({
      status: 429,
      body: { detail: '留言太頻繁，請 3 秒後再試', code: 'message_rate_limited' },
      headers: { 'Retry-After': '3' },
    });
    await renderDiscussion();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '留言' }), '再一則');
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect((await screen.findByRole('alert')).textContent).toBe('留言太頻繁，請 3 秒後再試');
    expect(screen.getByRole('button', { name: /秒後可送出/ })).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '送出' })).toHaveProperty('disabled', false),
    );
  });

  it('asks before deleting one’s own message, then shows it deleted', async () => {
    const list = await renderDiscussion();
    const user = userEvent.setup();
    const mine = list.getByRole('listitem', { name: '我 的留言' });
    await user.click(within(mine).getByRole('button', { name: '刪除留言' }));
    const dialog = await screen.findByRole('dialog', { name: '刪除留言' });
    await user.click(within(dialog).getByRole('button', { name: '刪除' }));
    expect(await list.findByRole('listitem', { name: '此留言已刪除' })).toBeTruthy();
    expect(server.callsTo(routes.discussion.deleteMessage, { aid: '5', mid: '2' })).toHaveLength(1);
    expect(track).toHaveBeenCalledWith('discussion-delete', { archive_id: 5 });
  });

  it('loads earlier messages from before the oldest shown', async () => {
    answers.list = (before) =>
      before === null
        ? { status: 200, body: page([message(52, '新的')], true) }
        : { status: 200, body: page([message(51, '舊的')]) };
    await renderDiscussion();
    await userEvent.click(screen.getByRole('button', { name: '載入較早的留言' }));
    expect(await screen.findByText('舊的')).toBeTruthy();
    const asked = server.requests.filter((request) => matchRoute(routes.discussion.listMessages, request));
    expect(asked.map((request) => new URL(request.path, 'http://x').search)).toEqual(['', '?before=52']);
  });

  it('stays live from the page’s cursor, and reconnects with a new ticket from the last event', async () => {
    const list = await renderDiscussion();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(1));
    const first = lastSource();
    expect(new URL(first.url, 'http://x').searchParams.get('after')).toBe('1000');
    expect(new URL(first.url, 'http://x').searchParams.get('ticket')).toBe('ticket-1');
    first.open();
    first.send(discussionEvents.created, message(9, '剛寫的'), '1500');
    expect(await list.findByText('剛寫的')).toBeTruthy();
    first.send(discussionEvents.deleted, { ...message(1, ''), author: null, deleted_at: at }, '1600');
    expect(await list.findByRole('listitem', { name: '此留言已刪除' })).toBeTruthy();

    first.fail();
    expect(first.closed).toBe(true);
    expect(await screen.findByText('即時更新已中斷，正在重新連線…')).toBeTruthy();
    await waitFor(() => expect(TestEventSource.opened).toHaveLength(2));
    const again = lastSource();
    expect(new URL(again.url, 'http://x').searchParams.get('after')).toBe('1600');
    expect(new URL(again.url, 'http://x').searchParams.get('ticket')).toBe('ticket-2');
    again.open();
    await waitFor(() => expect(screen.queryByText('即時更新已中斷，正在重新連線…')).toBeNull());
  });
});
