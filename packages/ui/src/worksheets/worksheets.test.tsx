import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { worksheetsMessages } from '../i18n/compiled/worksheets.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as addStories from './add-to-worksheet.stories.tsx';
import * as listStories from './worksheet-list.stories.tsx';
import * as viewStories from './worksheets.stories.tsx';

const { Owned, OwnedEnglish, ReadOnlyShared, Exporting, Empty } = composeStories(viewStories);
const { List, NoWorksheets } = composeStories(listStories);
const { WithWorksheets, FirstWorksheet } = composeStories(addStories);

describe('WorksheetView (a worksheet’s page)', () => {
  it('lists the questions in order, each with its source and a link to it', () => {
    renderStory(Owned, <Owned />);
    const items = within(screen.getByRole('list', { name: '題目' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      '1. 第 1 題',
      '2. 第 2 題',
      '3. Problem 1',
    ]);
    expect(
      within(items[2] as HTMLElement).getByText('演算法 · 111 學年度 · 期末考 · 李教授 · Problem 1'),
    ).toBeTruthy();
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/archive?archive=5&question=14');
  });

  it('moves a question up or down and removes one, sending the whole new order', async () => {
    const { onReorder } = renderWithSpies(Owned, 'onReorder');
    expect((screen.getByRole('button', { name: '上移 1. 第 1 題' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: '下移 3. Problem 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: '下移 1. 第 1 題' }));
    expect(onReorder).toHaveBeenLastCalledWith([15, 14, 21]);
    await userEvent.click(screen.getByRole('button', { name: '上移 3. Problem 1' }));
    expect(onReorder).toHaveBeenLastCalledWith([14, 21, 15]);
    await userEvent.click(screen.getByRole('button', { name: '移除 2. 第 2 題' }));
    expect(onReorder).toHaveBeenLastCalledWith([14, 21]);
  });

  it('renames it from the keyboard, and not to the same or an empty name', async () => {
    const { onRename } = renderWithSpies(Owned, 'onRename');
    const save = screen.getByRole('button', { name: '儲存名稱' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const input = screen.getByRole('textbox', { name: '題單名稱' });
    await userEvent.clear(input);
    expect(save.disabled).toBe(true);
    await userEvent.type(input, ' 期末衝刺 {Enter}');
    expect(onRename).toHaveBeenCalledExactlyOnceWith('期末衝刺');
  });

  it('adds a chosen topic’s questions, and asks for a topic when none is chosen', async () => {
    const { onAddTopic } = renderWithSpies(Owned, 'onAddTopic');
    await userEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('請選擇主題')).toBeTruthy();
    expect(onAddTopic).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('combobox', { name: '依主題加入' }));
    await userEvent.click(await screen.findByRole('option', { name: '作業系統 › CPU 排程' }));
    await userEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(onAddTopic).toHaveBeenCalledExactlyOnceWith(22);
  });

  it('downloads the PDF with answers once 含解答 is switched on', async () => {
    const { onDownload, onCopyLink } = renderWithSpies(Owned, 'onDownload', 'onCopyLink');
    await userEvent.click(screen.getByRole('button', { name: '下載 PDF' }));
    expect(onDownload).toHaveBeenLastCalledWith(false);
    await userEvent.click(screen.getByRole('switch', { name: '含解答' }));
    await userEvent.click(screen.getByRole('button', { name: '下載 PDF' }));
    expect(onDownload).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: '複製連結' }));
    expect(onCopyLink).toHaveBeenCalledOnce();
  });

  it('shows someone else’s worksheet read-only, but still to share and print', () => {
    renderStory(ReadOnlyShared, <ReadOnlyShared />);
    expect(screen.getByText('小華 的題單（唯讀）')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '題單名稱' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(上移|下移|移除) / })).toBeNull();
    expect(screen.getByRole('button', { name: '下載 PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '複製連結' })).toBeTruthy();
  });

  it('makes 下載 PDF wait while printing, and offers none for an empty worksheet', () => {
    const { unmount } = renderStory(Exporting, <Exporting />);
    expect(screen.getByRole('button', { name: '下載 PDF' }).hasAttribute('data-loading')).toBe(true);
    unmount();
    renderStory(Empty, <Empty />);
    expect((screen.getByRole('button', { name: '下載 PDF' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/這份題單還沒有題目/)).toBeTruthy();
  });
});

describe('WorksheetView in English', () => {
  beforeAll(() => loadCatalogue(worksheetsMessages, 'en'));

  it('names its controls in English, the content as written', () => {
    renderStory(OwnedEnglish, <OwnedEnglish />);
    expect(screen.getByRole('textbox', { name: 'Worksheet name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'With answers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move down 1. 第 1 題' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Add by topic' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '期中總複習' })).toBeTruthy();
  });

  it('says where each question comes from with the academic year in English', async () => {
    await loadLocale('en');
    renderStory(OwnedEnglish, <OwnedEnglish />);
    expect(screen.getAllByText(/ · AY 2023–24 \(112\) · /).length).toBeGreaterThan(0);
  });
});

describe('WorksheetList (我的題單)', () => {
  it('links each worksheet with its count', () => {
    renderStory(List, <List />);
    const link = screen.getByRole('link', { name: '期中總複習' });
    expect(link.getAttribute('href')).toBe('/worksheets/3f1c2b9e-4d5a-4b7c-9e21-0a1b2c3d4e5f');
    expect(screen.getByText(/^3 題 · 更新於/)).toBeTruthy();
  });

  it('says how to start when there is none', () => {
    renderStory(NoWorksheets, <NoWorksheets />);
    expect(screen.getByText(/還沒有題單/)).toBeTruthy();
  });
});

describe('AddToWorksheet (加入題單)', () => {
  it('adds the question to the worksheet chosen', async () => {
    const { onAdd } = renderWithSpies(WithWorksheets, 'onAdd');
    await userEvent.click(screen.getByRole('button', { name: '加入題單 第 2 題' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '期中總複習（3 題）' }));
    expect(onAdd).toHaveBeenCalledOnce();
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ title: '期中總複習' });
  });

  it('creates a new worksheet for it, named by the reader', async () => {
    const { onCreate } = renderWithSpies(FirstWorksheet, 'onCreate');
    await userEvent.click(screen.getByRole('button', { name: '加入題單 第 2 題' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '新增題單…' }));
    const dialog = await screen.findByRole('dialog', { name: '新增題單' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /題單名稱/ }), '考前必做{Enter}');
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('考前必做');
  });
});
