import type { DiscussionMessage, MessagePage } from '@pastexam/api-contract';
import { describe, expect, it } from 'vitest';
import { type MessagePages, mergeMessage, oldestFirst } from './cache.ts';

const message = (id: number, body = `第 ${id} 則`): DiscussionMessage => ({
  id,
  archive_id: 1,
  author: { id: 1, name: '小明', is_admin: false },
  body,
  created_at: '2026-11-21T12:00:00.000Z',
  deleted_at: null,
});
const deleted = (id: number): DiscussionMessage => ({
  ...message(id, ''),
  author: null,
  deleted_at: '2026-11-21T12:01:00.000Z',
});
const page = (ids: number[], hasMore: boolean): MessagePage => ({
  messages: ids.map((id) => message(id)),
  has_more: hasMore,
  stream_cursor: '1',
});
const pages = (...list: MessagePage[]): MessagePages => ({
  pages: list,
  pageParams: list.map((_, index) => (index === 0 ? null : 1)),
});
const ids = (data: MessagePages | undefined) => data?.pages.map((one) => one.messages.map((m) => m.id));

describe('mergeMessage', () => {
  it('puts a new message first', () => {
    expect(ids(mergeMessage(pages(page([5, 4], false)), message(6)))).toEqual([[6, 5, 4]]);
    expect(ids(mergeMessage(pages(page([], false)), message(1)))).toEqual([[1]]);
  });

  it('replaces a message it has, on any page, and never brings a deleted one back', () => {
    const data = pages(page([9, 8], true), page([7, 6], false));
    const gone = mergeMessage(data, deleted(6));
    expect(gone?.pages[1]?.messages[1]).toEqual(deleted(6));
    expect(mergeMessage(gone, message(6))?.pages[1]?.messages[1]).toEqual(deleted(6));
  });

  it('puts a late message in its place among those loaded, and leaves one older than them to its page', () => {
    const data = pages(page([9, 7], true), page([5, 4], true));
    expect(ids(mergeMessage(data, message(8)))).toEqual([
      [9, 8, 7],
      [5, 4],
    ]);
    expect(ids(mergeMessage(data, message(6)))).toEqual([
      [9, 7],
      [6, 5, 4],
    ]);
    expect(mergeMessage(data, message(2))).toBe(data);
    // Once nothing older is left to load, it belongs at the end.
    const whole = pages(page([9, 7], false));
    expect(ids(mergeMessage(whole, message(2)))).toEqual([[9, 7, 2]]);
  });

  it('leaves a discussion not loaded yet alone', () => {
    expect(mergeMessage(undefined, message(1))).toBeUndefined();
  });
});

describe('oldestFirst', () => {
  it('lists every loaded message once, oldest first', () => {
    const data = pages(page([9, 8], true), page([8, 7], false));
    expect(oldestFirst(data).map((m) => m.id)).toEqual([7, 8, 9]);
    expect(oldestFirst(undefined)).toEqual([]);
  });
});
