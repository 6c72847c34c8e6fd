import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as stories from './course-wishes.stories.tsx';

const { Empty, SomeWishes, Joined, Joining, Loading } = composeStories(stories);

const pool = () => screen.getByRole('region', { name: '許願池' });

describe('CourseWishes (許願池)', () => {
  it('invites a wish when there is none, and opens 我的願望', async () => {
    const { onWish, onMyWishes } = renderWithSpies(Empty, 'onWish', 'onMyWishes');
    await userEvent.click(within(pool()).getByRole('button', { name: '我的願望' }));
    expect(onMyWishes).toHaveBeenCalledOnce();
    expect(pool().textContent).toContain('缺哪一份考古題？許個願，有人上傳時會通知你。');
    expect(within(pool()).queryAllByRole('listitem')).toEqual([]);
    await userEvent.click(within(pool()).getByRole('button', { name: '許願' }));
    expect(onWish).toHaveBeenCalledOnce();
  });

  it('lists who waits for which exam, with 同求 or 取消同求 and 我有這份', async () => {
    const { onJoin, onFulfil } = renderWithSpies(SomeWishes, 'onJoin', 'onFulfil');
    const rows = within(pool()).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      '3 人在等 113 期中考',
      '2 人在等 112 期末考（陳教授）',
      '1 人在等 任何考古題',
    ]);
    expect(rows[1]?.textContent).toContain('有詳解更好');
    await userEvent.click(within(pool()).getByRole('button', { name: '同求 113 期中考' }));
    expect(onJoin).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }), true);
    await userEvent.click(within(pool()).getByRole('button', { name: '取消同求 112 期末考（陳教授）' }));
    expect(onJoin).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }), false);
    await userEvent.click(within(pool()).getByRole('button', { name: '我有這份 112 期末考（陳教授）' }));
    expect(onFulfil).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 2 }));
  });

  it('presses 取消同求 for a wish joined, and waits while a 同求 is on its way', async () => {
    const { unmount } = renderStory(Joined, <Joined />);
    const joined = within(pool()).getByRole('button', { name: '取消同求 113 期中考' });
    expect(joined.getAttribute('aria-pressed')).toBe('true');
    expect(pool().textContent).toContain('4 人在等 113 期中考');
    unmount();
    const { onJoin } = renderWithSpies(Joining, 'onJoin');
    await userEvent.click(within(pool()).getByRole('button', { name: '同求 113 期中考' }));
    expect(onJoin).not.toHaveBeenCalled();
  });

  it('draws nothing while the wishes load', () => {
    renderStory(Loading, <Loading />);
    expect(screen.queryByRole('region', { name: '許願池' })).toBeNull();
  });
});
