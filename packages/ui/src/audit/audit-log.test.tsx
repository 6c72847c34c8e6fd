import { composeStories } from '@storybook/react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../admin/test-helpers.ts';
import { expectButtonsCallBack, expectLoadFailure, expectStorySays } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { expectStoryButtonCallsBack, renderWithSpies } from '../test/render-with-spies.ts';
import { formatTaipeiDateTime } from '../time-format.ts';
import { changedFields } from './audit-changes.ts';
import { auditFilterDays, emptyAuditFilter } from './audit-filters.tsx';
import * as stories from './audit-log.stories.tsx';
import { sampleAuditEntries } from './fixtures.ts';

const { Default, MoreToLoad, NoMatch, BackwardsRange, UnreadableDays, Loading, LoadFailed, Empty, Phone } =
  composeStories(stories);

const entries = () => within(screen.getByRole('list', { name: '操作紀錄' })).getAllByRole('listitem');

describe('AuditLog', () => {
  it('lists each change newest first with what it was, what it touched, when and by whom', () => {
    renderStory(Default, <Default />);
    const [edit, deletion, creation, reset] = entries();
    expect(edit?.textContent).toContain('編輯課程課程資料結構');
    expect(edit?.textContent).toContain(
      `${formatTaipeiDateTime(sampleAuditEntries[0]?.at ?? '')}・系統管理員`,
    );
    expect(deletion?.textContent).toContain('刪除考古題考古題期中考');
    expect(deletion?.textContent).toContain('王小明');
    expect(creation?.textContent).toContain('新增課程');
    expect(reset?.textContent).toContain('前任管理員（帳號已刪除）');
  });

  it('opens an edit onto the fields it changed, before and after, and nothing else', async () => {
    renderStory(Default, <Default />);
    const [edit] = entries();
    if (!edit) throw new Error('no entry');
    await userEvent.click(within(edit).getByText('變更內容（1 項）'));
    const table = within(edit).getByRole('table', { name: '編輯課程的變更內容' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['欄位之前之後', '名稱資料結購資料結構']);
  });

  it('shows a deletion’s record as it was, in words, and a reset password as a fact', () => {
    const [, deletion, , reset] = sampleAuditEntries;
    expect(changedFields(deletion?.before ?? null, null, 'zh-TW')).toContainEqual({
      field: 'archive_type',
      label: '類型',
      before: '期中考',
      after: null,
    });
    expect(changedFields(deletion?.before ?? null, null, 'zh-TW')).toContainEqual(
      expect.objectContaining({ label: '附解答', before: '是' }),
    );
    expect(changedFields(reset?.before ?? null, reset?.after ?? null, 'zh-TW')).toEqual([
      { field: 'password_reset', label: '重設密碼', before: null, after: '是' },
    ]);
  });

  it('hands every filter change up whole', async () => {
    const { onFilterChange } = renderWithSpies(Default, 'onFilterChange');
    await chooseOption('動作', '刪除考古題');
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...emptyAuditFilter, action: 'archive.delete' });
    await chooseOption('對象', '使用者');
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...emptyAuditFilter, targetType: 'user' });
    await userEvent.type(screen.getByRole('textbox', { name: '操作者' }), '王');
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...emptyAuditFilter, actor: '王' });
    fireEvent.change(screen.getByLabelText('從'), { target: { value: '2026/11/01' } });
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...emptyAuditFilter, from: '2026/11/01' });
  });

  it('says when nothing matches, and clears the filters in one click', async () => {
    const { onFilterChange } = renderWithSpies(NoMatch, 'onFilterChange');
    expect(screen.getByText('沒有符合條件的紀錄')).toBeTruthy();
    await expectButtonsCallBack({ 清除篩選: onFilterChange });
    expect(onFilterChange).toHaveBeenLastCalledWith(emptyAuditFilter);
  });

  it('says a backwards range is wrong under 到', () => {
    renderStory(BackwardsRange, <BackwardsRange />);
    expect(screen.getByText('開始日期不能晚於結束日期')).toBeTruthy();
  });

  it('shows its days in the product’s format and says under each one that is not a day', () => {
    renderStory(UnreadableDays, <UnreadableDays />);
    for (const label of ['從', '到']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('placeholder')).toBe('2026/11/28');
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getAllByText('請輸入存在的日期，例如 2026/11/28')).toHaveLength(2);
    expect(auditFilterDays(UnreadableDays.args.filter ?? emptyAuditFilter)).toEqual({ from: null, to: null });
    expect(auditFilterDays({ ...emptyAuditFilter, from: '2026/1/5', to: '2026/11/28' })).toEqual({
      from: '2026-01-05',
      to: '2026-11-28',
    });
  });

  it('loads more on request, and says when it is loading, failed or empty', async () => {
    await expectStoryButtonCallsBack(MoreToLoad, '載入更多', 'onLoadMore');
  });

  it('never shows a failed load as an empty log', async () => {
    await expectLoadFailure(LoadFailed, '無法載入操作紀錄', '尚無操作紀錄');
  });

  it('says it is loading, and that nothing is recorded yet', () => {
    expectStorySays(Loading, '載入操作紀錄中…');
    expectStorySays(Empty, '尚無操作紀錄');
  });

  it('keeps every entry and 載入更多 at phone width', () => {
    renderStory(Phone, <Phone />);
    expect(entries()).toHaveLength(sampleAuditEntries.length);
    expect(screen.getByRole('button', { name: '載入更多' })).toBeTruthy();
  });
});
