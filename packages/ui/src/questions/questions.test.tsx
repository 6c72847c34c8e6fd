import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as historyStories from './question-history-dialog.stories.tsx';
import * as markerStories from './question-marker.stories.tsx';
import * as renameStories from './question-rename-dialog.stories.tsx';
import * as toolbarStories from './question-toolbar.stories.tsx';

const markers = composeStories(markerStories);
const toolbars = composeStories(toolbarStories);
const history = composeStories(historyStories);
const rename = composeStories(renameStories);

describe('QuestionMarker', () => {
  it('a proposal is dashed and marked 建議, and is only shown to a reader who may not change it', () => {
    const { container } = render(<markers.Proposal />);
    expect(screen.getByText('第 3 題')).toBeTruthy();
    expect(screen.getByText('建議')).toBeTruthy();
    expect(container.querySelector('[data-question-marker="proposed"]')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a confirmed one is solid, without 建議', () => {
    const { container } = render(<markers.Confirmed />);
    expect(screen.queryByText('建議')).toBeNull();
    expect(container.querySelector('[data-question-marker="confirmed"]')).toBeTruthy();
  });

  it('an editable one is a button named by its place, taking keys, a rename and a removal', async () => {
    const user = userEvent.setup();
    const onKeyDown = fn();
    const onRename = fn();
    const onRemove = fn();
    render(<markers.Editable onKeyDown={onKeyDown} onRename={onRename} onRemove={onRemove} />);
    const marker = screen.getByRole('button', { name: '第 3 題 起點，第 2 頁 35%（建議）' });
    marker.focus();
    await user.keyboard('{ArrowDown}');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '重新命名 第 3 題' }));
    await user.click(screen.getByRole('button', { name: '刪除 第 3 題' }));
    expect(onRename).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});

describe('QuestionToolbar', () => {
  it('a student adds, confirms all and reads the history, but is not offered the lock', async () => {
    const user = userEvent.setup();
    const onAdd = fn();
    const onConfirmAll = fn();
    const onHistory = fn();
    render(<toolbars.Student onAdd={onAdd} onConfirmAll={onConfirmAll} onHistory={onHistory} />);
    await user.click(screen.getByRole('button', { name: '新增題目' }));
    await user.click(screen.getByRole('button', { name: '全部確認' }));
    await user.click(screen.getByRole('button', { name: '編輯紀錄' }));
    expect([onAdd, onConfirmAll, onHistory].map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    expect(screen.queryByRole('button', { name: '鎖定題目' })).toBeNull();
  });

  it('while adding, tells how to place the start and offers 取消新增', () => {
    render(<toolbars.Adding />);
    expect(screen.getByRole('status').textContent).toContain('點選頁面上的位置新增題目起點');
    expect(screen.getByRole('button', { name: '取消新增' })).toBeTruthy();
  });

  it('an admin locks; once locked nobody may change the questions and the admin may unlock', async () => {
    const user = userEvent.setup();
    const onToggleLock = fn();
    const { unmount } = render(<toolbars.Admin onToggleLock={onToggleLock} />);
    await user.click(screen.getByRole('button', { name: '鎖定題目' }));
    expect(onToggleLock).toHaveBeenCalledTimes(1);
    unmount();
    render(<toolbars.Locked />);
    expect(screen.getByText('題目已由管理員鎖定')).toBeTruthy();
    expect(screen.getByRole('button', { name: '解除鎖定' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增題目' })).toBeNull();
  });

  it('hides the markers for plain reading', async () => {
    const user = userEvent.setup();
    const onToggleMarkers = fn();
    render(<toolbars.Student onToggleMarkers={onToggleMarkers} />);
    await user.click(screen.getByRole('switch', { name: '顯示題目標記' }));
    expect(onToggleMarkers).toHaveBeenCalledWith(false);
  });
});

describe('QuestionHistoryDialog', () => {
  it('lists who changed what, newest first, with the place before and after', () => {
    render(<history.WithChanges />);
    const rows = within(screen.getByRole('dialog', { name: '編輯紀錄' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['王小明', '刪除', '第 4 題（第 3 頁 90%）'],
      ['林同學', '新增', '第 4 題（第 3 頁 90%）'],
      ['已刪除的使用者', '重新命名', '第 2 題 → 選擇題'],
      ['王小明', '移動', '第 1 題：第 1 頁 20% → 第 1 頁 25%'],
    ]);
  });

  it('says when nobody changed anything, and why it could not load', () => {
    const { unmount } = render(<history.Empty />);
    expect(screen.getByText('還沒有人修改過題目')).toBeTruthy();
    unmount();
    render(<history.Failed />);
    expect(screen.getByRole('alert').textContent).toBe('伺服器發生錯誤，請稍後再試');
  });
});

describe('QuestionRenameDialog', () => {
  it('saves a trimmed name, and refuses an empty one in zh-TW without sending it', async () => {
    const user = userEvent.setup();
    const onSave = fn();
    render(<rename.Default onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: /題目名稱/ });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(screen.getByText('請輸入題目名稱')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(field, ' 3(b) ');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSave).toHaveBeenCalledWith('3(b)');
  });

  it("shows the server's refusal", () => {
    render(<rename.Refused />);
    expect(screen.getByText('此考古題的題目已被管理員鎖定，解除鎖定前無法修改')).toBeTruthy();
  });
});
