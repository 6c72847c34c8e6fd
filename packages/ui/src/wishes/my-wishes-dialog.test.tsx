import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './my-wishes-dialog.stories.tsx';

const { SomeWishes, Empty, Loading } = composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: '我的願望' });

describe('MyWishesDialog (我的願望)', () => {
  it('shows each wish with its state, the archive that fulfilled one and why one was closed', () => {
    renderStory(SomeWishes, <SomeWishes />);
    const rows = within(dialog()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '等待中資料結構 113 期中考',
      '已實現資料結構 113 期末考查看考古題',
      '已關閉資料結構 99 期中考關閉原因：那一年沒有開課',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: '查看考古題' })
        .getAttribute('href'),
    ).toBe('/archive?course=3&archive=31');
  });

  it('says when there is no wish, and waits while they load', () => {
    const empty = renderStory(Empty, <Empty />);
    expect(dialog().textContent).toContain('還沒有許過願。');
    empty.unmount();
    renderStory(Loading, <Loading />);
    expect(within(dialog()).getByLabelText('正在載入我的願望')).toBeTruthy();
  });
});
