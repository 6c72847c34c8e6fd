import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as stories from './most-wished.stories.tsx';

const { SomeWishes, Empty, Loading, Failed } = composeStories(stories);

describe('MostWished (許願池 for admins)', () => {
  it('lists the most wished-for, each linking its course, and closes one with a reason', async () => {
    const { onCloseWish } = renderWithSpies(SomeWishes, 'onCloseWish');
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('3 人在等資料結構113 期中考');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: '資料結構' })
        .getAttribute('href'),
    ).toBe('/archive?course=3');
    await userEvent.click(screen.getByRole('button', { name: '關閉願望 資料結構 112 期末考（陳教授）' }));
    const dialog = screen.getByRole('dialog', { name: '關閉願望' });
    await userEvent.click(within(dialog).getByRole('button', { name: '關閉願望' }));
    expect(dialog.textContent).toContain('請輸入關閉原因');
    expect(onCloseWish).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/關閉原因/), '這學期沒有期末考');
    await userEvent.click(within(dialog).getByRole('button', { name: '關閉願望' }));
    expect(onCloseWish).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: 2 }),
      '這學期沒有期末考',
    );
  });

  it('says when none waits, while loading, and after a failure', async () => {
    const empty = renderStory(Empty, <Empty />);
    expect(screen.getByText('目前沒有等待中的願望')).toBeTruthy();
    empty.unmount();
    const loading = renderStory(Loading, <Loading />);
    expect(screen.getByText('正在載入願望')).toBeTruthy();
    loading.unmount();
    const { onRetry } = renderWithSpies(Failed, 'onRetry');
    expect(screen.getByText('無法載入願望')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
