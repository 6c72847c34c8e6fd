import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { topicsMessages } from '../i18n/compiled/topics.catalogue.ts';
import { translatorFor } from '../i18n/i18n.ts';
import { sampleAreas } from './fixtures.ts';
import * as stories from './topic-tree.stories.tsx';
import { deletionMessage } from './topic-tree.tsx';

const zhTw = translatorFor(topicsMessages, 'zh-TW');

const { Reader, Editor, Loading, Empty, LoadFailed } = composeStories(stories);

describe('TopicTreeView', () => {
  it('lists each area with its topics, their counts and links, with nothing to edit for a reader', () => {
    render(<Reader />);
    const areas = screen.getAllByRole('link', { name: /作業系統|密碼學/ });
    expect(areas.map((link) => link.getAttribute('href'))).toEqual(['/topics/20', '/topics/30']);
    const scheduling = screen.getByRole('link', { name: 'CPU 排程' }).closest('li');
    if (!scheduling) throw new Error('no item');
    expect(within(scheduling).getByLabelText('2 題')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /編輯|刪除/ })).toBeNull();
  });

  it('gives an editor 編輯 on a topic and 刪除 on an area with its topics', async () => {
    const user = userEvent.setup();
    const onEdit = fn();
    const onDelete = fn();
    render(<Editor onEdit={onEdit} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: '編輯 CPU 排程' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 22, name_zh: 'CPU 排程' }));
    await user.click(screen.getByRole('button', { name: '刪除 作業系統' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 20 }), sampleAreas[0]?.children);
  });

  it('says what deleting removes: an area’s topics and the tags on questions', () => {
    const [os] = sampleAreas;
    if (!os) throw new Error('no area');
    expect(deletionMessage(os, os.children, zhTw)).toContain('領域「作業系統」與其下 2 個主題都會刪除');
    expect(deletionMessage(os, os.children, zhTw)).toContain('已確認 7 題');
    const [deadlock] = os.children;
    if (!deadlock) throw new Error('no topic');
    expect(deletionMessage(deadlock, [], zhTw)).toContain(
      '主題「同步與死結」會刪除；題目上的這些主題（已確認 4 題',
    );
  });

  it('says it is loading, that the tree is empty, or that it failed with 重試', async () => {
    const user = userEvent.setup();
    const first = render(<Loading />);
    expect(screen.getByRole('status', { name: '正在載入主題' })).toBeTruthy();
    first.unmount();
    const second = render(<Empty />);
    expect(screen.getByText('主題樹還是空的。')).toBeTruthy();
    second.unmount();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
