import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { cardOf, cardValues, chooseOption, columnTexts } from '../admin/test-helpers.ts';
import { expectButtonsCallBack, expectLoadFailure, expectStorySays } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { formatTaipeiDateTime } from '../time-format.ts';
import * as stories from './announcement-table.stories.tsx';
import { initialAnnouncementTableQuery } from './announcement-table.tsx';
import { sampleAdminAnnouncements } from './fixtures.ts';

const { Default, ManyPages, NoMatch, Empty, Loading, LoadFailed, Phone } = composeStories(stories);
const [scheduled, off] = sampleAdminAnnouncements;

describe('AnnouncementTable', () => {
  it('shows title, importance, where each stands, its window in Taipei time and its last change', () => {
    renderStory(Default, <Default />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '標題',
      '重要性',
      '狀態',
      '顯示期間',
      '最後更新',
      '操作',
    ]);
    expect(columnTexts(0)).toEqual(sampleAdminAnnouncements.map((announcement) => announcement.title));
    expect(columnTexts(1).slice(0, 2)).toEqual(['一般', '重要']);
    expect(columnTexts(2)).toEqual(['尚未開始', '已停用', '顯示中', '顯示中', '顯示中']);
    // 16:00 UTC is midnight in Taipei.
    expect(columnTexts(3)[0]).toBe(
      `${formatTaipeiDateTime('2026-06-30T16:00:00.000Z')} – ${formatTaipeiDateTime('2026-08-31T15:59:00.000Z')}`,
    );
    expect(columnTexts(3)[1]).toBe('不限');
    expect(columnTexts(3)[2]).toBe(`立即 – ${formatTaipeiDateTime('2026-06-20T15:59:00.000Z')}`);
  });

  it('hands the edited or deleted announcement over', async () => {
    const onEdit = fn();
    const onDelete = fn();
    renderStory(Default, <Default onEdit={onEdit} onDelete={onDelete} />);
    await expectButtonsCallBack({ [`編輯 ${scheduled?.title}`]: onEdit, [`刪除 ${off?.title}`]: onDelete });
    expect(onEdit).toHaveBeenCalledWith(scheduled);
    expect(onDelete).toHaveBeenCalledWith(off);
  });

  it('asks for a search, each filter and a page, a new search or filter from page 1', async () => {
    const onQueryChange = fn();
    const user = userEvent.setup();
    renderStory(ManyPages, <ManyPages onQueryChange={onQueryChange} />);
    const page2 = { ...initialAnnouncementTableQuery, page: 2 };
    await user.type(screen.getByRole('textbox', { name: '搜尋公告' }), '考');
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...page2, search: '考', page: 1 });
    await chooseOption('重要性', '重要');
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...page2, importance: 'important', page: 1 });
    await chooseOption('狀態', '已結束');
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...page2, status: 'ended', page: 1 });
    expect(screen.getByText('共 25 則公告')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '第 3 頁' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...page2, page: 3 });
  });

  it('offers 新增公告', async () => {
    const onCreate = fn();
    renderStory(Default, <Default onCreate={onCreate} />);
    await expectButtonsCallBack({ 新增公告: onCreate });
  });

  it('says it is loading, that there is none yet, or that nothing matches', () => {
    expectStorySays(Loading, '載入公告中…');
    expectStorySays(Empty, '尚無公告，請按「新增公告」發布第一則公告');
    expectStorySays(NoMatch, '沒有符合條件的公告');
  });

  it('says the list could not be loaded, not that there is none, and loads again on request', async () => {
    await expectLoadFailure(LoadFailed, '無法載入公告列表', /尚無公告/);
  });
});

describe('AnnouncementTable below 960px', () => {
  it('shows each announcement as a card titled by its title, with its buttons', async () => {
    const onEdit = fn();
    renderStory(Phone, <Phone onEdit={onEdit} />);
    const card = cardOf('公告列表', scheduled?.title ?? '');
    expect(cardValues(card)).toMatchObject({ 重要性: '一般', 狀態: '尚未開始' });
    await expectButtonsCallBack({ [`編輯 ${scheduled?.title}`]: onEdit }, card);
    expect(within(card).getByRole('button', { name: `刪除 ${scheduled?.title}` })).toBeTruthy();
  });
});
