import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack, expectStorySays } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { expectStoryButtonCallsBack, renderWithSpies } from '../test/render-with-spies.ts';
import * as stories from './discussion-panel.stories.tsx';
import { sampleMessages, sampleQuestions } from './fixtures.ts';

const {
  Default,
  AsAdmin,
  AdminAnswered,
  Empty,
  Loading,
  LoadFailed,
  MoreToLoad,
  TooLong,
  Sending,
  RateLimited,
  Reconnecting,
  Deleted,
  Phone,
  QuestionLinks,
} = composeStories(stories);

const messages = () => within(screen.getByRole('list', { name: '留言' })).getAllByRole('listitem');
const field = () => screen.getByRole('textbox', { name: '留言' });
const sendButton = () => screen.getByRole('button', { name: /送出/ });

describe('DiscussionPanel', () => {
  it('shows the messages oldest first, each with its author and how long ago, a deleted one without either', () => {
    renderStory(Default, <Default />);
    const texts = messages().map((item) => item.textContent);
    expect(texts).toEqual([
      '阿華3 天前第三題 (b) 的答案是不是錯了？我算出來是 42。',
      '小明昨天我也算出 42。\n解答第二行的積分上下限好像寫反了。',
      '5 小時前此留言已刪除',
      '已刪除的帳號3 小時前助教說期末範圍和這份一樣。',
      '小明12 分鐘前老師的勘誤在這裡：https://cs.example.edu/course/errata。<b>不是</b>粗體',
      '阿華剛剛謝謝！',
    ]);
  });

  it('shows a 管理員 badge beside an administrator’s name, and beside nobody else’s', () => {
    renderStory(AdminAnswered, <AdminAnswered />);
    const badged = messages().filter((item) => within(item).queryByText('管理員'));
    expect(badged.map((item) => item.getAttribute('aria-label'))).toEqual(['系辦（管理員） 的留言']);
    expect(badged[0]?.textContent).toBe('系辦管理員剛剛勘誤已更新到檔案裡，謝謝大家。');
  });

  it('makes only web addresses links, opening in a new tab without handing over the page', () => {
    renderStory(Default, <Default />);
    const [link, ...others] = screen.getAllByRole('link');
    expect(others).toEqual([]);
    expect(link?.getAttribute('href')).toBe('https://cs.example.edu/course/errata');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(document.querySelector('b')).toBeNull();
  });

  it('offers delete on the reader’s own messages only, and on every message to an administrator', async () => {
    renderStory(Default, <Default />);
    const deletable = messages().filter((item) => within(item).queryByRole('button', { name: '刪除留言' }));
    expect(deletable.map((item) => item.getAttribute('aria-label'))).toEqual(['小明 的留言', '小明 的留言']);
  });

  it('lets an administrator delete any message that is not deleted yet', async () => {
    const { onDelete } = renderWithSpies(AsAdmin, 'onDelete');
    expect(screen.getAllByRole('button', { name: '刪除留言' })).toHaveLength(sampleMessages.length - 1);
    const [first] = messages();
    if (!first) throw new Error('no message');
    await expectButtonsCallBack({ 刪除留言: onDelete }, first);
    expect(onDelete).toHaveBeenCalledWith(sampleMessages[0]);
  });

  it('sends with 送出, Ctrl+Enter and ⌘+Enter, and not with Enter alone', async () => {
    const onSend = fn();
    const user = userEvent.setup();
    renderStory(Default, <Default draft="請問第四題" onSend={onSend} />);
    await user.click(field());
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledTimes(3);
  });

  it('hands every keystroke up and counts characters against the limit', async () => {
    const { onDraftChange } = renderWithSpies(Default, 'onDraftChange');
    await userEvent.type(field(), '嗨');
    expect(onDraftChange).toHaveBeenLastCalledWith('嗨');
    expect(screen.getByText('0 / 500 字')).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('refuses to send a message over 500 characters, and says why', async () => {
    const { onSend } = renderWithSpies(TooLong, 'onSend');
    expect(screen.getByText('501 / 500 字')).toBeTruthy();
    expect(screen.getByText('留言最多 500 個字')).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
    await userEvent.click(field());
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('waits out the rate limit with the server’s reason in view', () => {
    renderStory(RateLimited, <RateLimited />);
    expect(screen.getByRole('alert').textContent).toBe('留言太頻繁，請 8 秒後再試');
    expect(sendButton().textContent).toBe('8 秒後可送出');
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('loads earlier messages from 載入較早的留言', async () => {
    await expectStoryButtonCallsBack(MoreToLoad, '載入較早的留言', 'onLoadOlder');
  });

  it('says what it is doing instead of an empty list: loading, failed, empty, sending, reconnecting', async () => {
    expectStorySays(Loading, '正在載入留言…');
    expectStorySays(Empty, '還沒有留言');
    expectStorySays(Reconnecting, '即時更新已中斷，正在重新連線…');
    expectStorySays(Deleted, '此留言已刪除');
    const onRetry = fn();
    const { unmount } = renderStory(LoadFailed, <LoadFailed onRetry={onRetry} />);
    expect(screen.getByText('無法載入留言，請稍後再試')).toBeTruthy();
    expect(screen.queryByText('還沒有留言')).toBeNull();
    await expectButtonsCallBack({ 重試: onRetry });
    unmount();
    renderStory(Sending, <Sending />);
    expect(sendButton().getAttribute('data-loading')).toBe('true');
  });

  it('keeps every part on a phone', () => {
    renderStory(Phone, <Phone />);
    expect(messages()).toHaveLength(sampleMessages.length);
    expect(field()).toBeTruthy();
  });
});

describe('references to questions', () => {
  it('links `#` and a question’s name to that question, and leaves any other `#` as text', async () => {
    const onOpen = fn();
    renderStory(QuestionLinks, <QuestionLinks questionLinking={{ questions: sampleQuestions, onOpen }} />);
    const links = screen.getAllByRole('button', { name: /^#/ });
    expect(links.map((link) => link.textContent)).toEqual(['#第 2 題', '#3(b)', '#第2題']);
    await userEvent.click(links[1] ?? document.body);
    expect(onOpen).toHaveBeenLastCalledWith(43);
    await userEvent.click(links[2] ?? document.body);
    expect(onOpen).toHaveBeenLastCalledWith(42);
    expect(messages()[1]?.textContent).toContain('#第 9 題 不存在');
  });
});
