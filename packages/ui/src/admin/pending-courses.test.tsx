import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import { formatTaipeiDateTime } from '../time-format.ts';
import { pendingCourses } from './fixtures.ts';
import * as stories from './pending-courses.stories.tsx';
import { cardOf, cardTitles, cardValues, columnTexts } from './test-helpers.ts';

const { Default, Confirming, NothingPending, Phone } = composeStories(stories);

describe('PendingCourses', () => {
  it('lists each pending course with its category, archives and creation time, and counts them', () => {
    renderStory(Default, <Default />);
    const section = screen.getByRole('region', { name: '待審核課程' });
    expect(within(section).getByLabelText('2 門待審核課程')).toBeTruthy();
    expect(columnTexts(0)).toEqual(['資料結購', '量子計算導論']);
    expect(columnTexts(1)).toEqual(['大一課程', '跨領域課程']);
    expect(columnTexts(2)).toEqual(['1', '2']);
    expect(columnTexts(3)[0]).toBe(formatTaipeiDateTime('2026-11-18T06:30:00.000Z'));
  });

  it('hands the chosen course to confirm, to merge and to refuse', async () => {
    const user = userEvent.setup();
    const { onConfirm, onMerge, onRefuse } = renderWithSpies(Default, 'onConfirm', 'onMerge', 'onRefuse');
    await user.click(screen.getByRole('button', { name: '確認 量子計算導論' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(pendingCourses[1]);
    await user.click(screen.getByRole('button', { name: '合併 資料結購' }));
    expect(onMerge).toHaveBeenCalledExactlyOnceWith(pendingCourses[0]);
    await user.click(screen.getByRole('button', { name: '退回 量子計算導論' }));
    expect(onRefuse).toHaveBeenCalledExactlyOnceWith(pendingCourses[1]);
  });

  it('keeps the other buttons waiting while one course is handled', () => {
    renderStory(Confirming, <Confirming />);
    const disabled = (name: string) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect(disabled('合併 資料結購')).toBe(true);
    expect(disabled('確認 量子計算導論')).toBe(true);
    expect(disabled('合併 量子計算導論')).toBe(true);
  });

  it('is not there when nothing awaits review', () => {
    renderStory(NothingPending, <NothingPending />);
    expect(screen.queryByRole('region', { name: '待審核課程' })).toBeNull();
  });

  it('shows each course as a card at phone width, with 確認 and 合併… on it', async () => {
    const user = userEvent.setup();
    const { onMerge } = renderWithSpies(Phone, 'onMerge');
    expect(cardTitles('待審核課程列表')).toEqual(['資料結購', '量子計算導論']);
    const card = cardOf('待審核課程列表', '量子計算導論');
    expect(cardValues(card)).toEqual({
      類別: '跨領域課程',
      考古題數: '2',
      建立時間: formatTaipeiDateTime('2026-11-19T09:10:00.000Z'),
    });
    expect(within(card).getByRole('button', { name: '確認 量子計算導論' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: '合併 量子計算導論' }));
    expect(onMerge).toHaveBeenCalledExactlyOnceWith(pendingCourses[1]);
  });
});
