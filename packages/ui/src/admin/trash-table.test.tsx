import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack, expectLoadFailure, expectStorySays } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { formatTaipeiDateTime } from '../time-format.ts';
import { sampleTrash } from './fixtures.ts';
import { cardOf, cardsOf, cardTitles, cardValues, chooseOption, columnTexts } from './test-helpers.ts';
import * as stories from './trash-table.stories.tsx';

const { Default, Restoring, Loading, LoadFailed, Empty, Phone } = composeStories(stories);

const names = () => columnTexts(1);

describe('TrashTable', () => {
  it('lists the most recently deleted first, ten a page, with the total', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default />);
    const trash = sampleTrash(13);
    expect(names()).toEqual(trash.slice(0, 10).map((item) => item.name));
    expect(screen.getByText('共 13 份考古題')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '第 2 頁' }));
    expect(names()).toEqual(trash.slice(10).map((item) => item.name));
  });

  it('shows each archive’s course, year, type, professor, and when, by whom and until when it was deleted', () => {
    const [item] = sampleTrash(1);
    if (!item) throw new Error('no sample');
    renderStory(Default, <Default archives={[item]} />);
    const [row] = screen.getAllByRole('row').slice(1);
    if (!row) throw new Error('no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([`${item.course_name}大一課程`, item.name, '110', '期中考', '王教授']);
    expect(cells[5]).toBe(
      `${formatTaipeiDateTime(item.deleted_at)}・系統管理員${formatTaipeiDateTime(item.purge_at)} 將永久刪除`,
    );
    expect(within(row).queryByText('課程已刪除')).toBeNull();
  });

  it('marks the archives that went with their course, and filters them from those deleted alone', async () => {
    renderStory(Default, <Default />);
    await chooseOption('刪除方式', '隨課程刪除');
    const withCourse = sampleTrash(13).filter((item) => item.course_deleted);
    expect(names()).toEqual(withCourse.map((item) => item.name));
    expect(screen.getAllByText('課程已刪除')).toHaveLength(withCourse.length);
    await chooseOption('刪除方式', '單獨刪除的考古題');
    expect(screen.queryByText('課程已刪除')).toBeNull();
  });

  it('searches by course, name or professor', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default />);
    await user.type(screen.getByRole('textbox', { name: '搜尋垃圾桶' }), '作業系統');
    expect(columnTexts(0).every((text) => text.startsWith('作業系統'))).toBe(true);
    await user.clear(screen.getByRole('textbox', { name: '搜尋垃圾桶' }));
    await user.type(screen.getByRole('textbox', { name: '搜尋垃圾桶' }), '不存在');
    expect(screen.getByText('沒有符合條件的考古題')).toBeTruthy();
  });

  it('hands the chosen archive to restore and to purge, and offers no create button', async () => {
    const user = userEvent.setup();
    const onRestore = fn();
    const onPurge = fn();
    const trash = sampleTrash(3);
    renderStory(Default, <Default archives={trash} onRestore={onRestore} onPurge={onPurge} />);
    await user.click(screen.getByRole('button', { name: `還原 ${trash[1]?.name}` }));
    expect(onRestore).toHaveBeenCalledExactlyOnceWith(trash[1]);
    await user.click(screen.getByRole('button', { name: `永久刪除 ${trash[2]?.name}` }));
    expect(onPurge).toHaveBeenCalledExactlyOnceWith(trash[2]);
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
  });

  it('promises no more than a restore will do: the deleted course comes back, or the archive joins a namesake', async () => {
    const user = userEvent.setup();
    const [alone, , withCourse] = sampleTrash(3);
    if (!alone || !withCourse?.course_deleted) throw new Error('the samples changed');
    renderStory(Default, <Default archives={[alone, withCourse]} />);
    await user.hover(screen.getByRole('button', { name: `還原 ${withCourse.name}` }));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      '還原（課程也已刪除：會一併還原課程；已有同名課程時改放入該課程）',
    );
    await user.unhover(screen.getByRole('button', { name: `還原 ${withCourse.name}` }));
    await user.hover(screen.getByRole('button', { name: `還原 ${alone.name}` }));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('還原'));
  });

  it('keeps every other action waiting while one runs', () => {
    renderStory(Restoring, <Restoring />);
    const [first, second] = sampleTrash(2);
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button(`永久刪除 ${first?.name}`).disabled).toBe(true);
    expect(button(`還原 ${second?.name}`).disabled).toBe(true);
    expect(button(`永久刪除 ${second?.name}`).disabled).toBe(true);
  });

  it('says it is loading, that the trash is empty, or that it could not be loaded', async () => {
    expectStorySays(Loading, '載入垃圾桶中…');
    expectStorySays(Empty, '垃圾桶是空的');
    await expectLoadFailure(LoadFailed, '無法載入垃圾桶', '垃圾桶是空的');
  });
});

describe('TrashTable below 960px', () => {
  it('shows each archive as a card headed by its name, with its course, year, type, professor and deletion', () => {
    renderStory(Phone, <Phone />);
    const trash = sampleTrash(13);
    expect(cardTitles('垃圾桶列表')).toEqual(trash.slice(0, 10).map((item) => item.name));
    const [item] = trash;
    if (!item) throw new Error('no sample');
    expect(cardValues(cardOf('垃圾桶列表', item.name))).toEqual({
      課程: `${item.course_name}大一課程`,
      學年度: '110',
      類型: '期中考',
      教授: '王教授',
      刪除時間: `${formatTaipeiDateTime(item.deleted_at)}・系統管理員${formatTaipeiDateTime(item.purge_at)} 將永久刪除`,
    });
  });

  it('reaches 還原 and 永久刪除 on the card', async () => {
    const onRestore = fn();
    const onPurge = fn();
    const [, second] = sampleTrash(2);
    if (!second) throw new Error('no sample');
    renderStory(Phone, <Phone onRestore={onRestore} onPurge={onPurge} />);
    await expectButtonsCallBack(
      { [`還原 ${second.name}`]: onRestore, [`永久刪除 ${second.name}`]: onPurge },
      cardOf('垃圾桶列表', second.name),
    );
    expect(onRestore).toHaveBeenCalledWith(second);
    expect(cardsOf('垃圾桶列表')).toHaveLength(10);
  });
});
