import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack, expectLoadFailure, expectStorySays } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import { formatTaipeiDateTime } from '../time-format.ts';
import { importedUser, localStudent, sampleUsers, ssoStudent } from './fixtures.ts';
import { cardOf, cardsOf, cardTitles, cardValues, chooseOption, columnTexts } from './test-helpers.ts';
import * as stories from './user-table.stories.tsx';

const { Default, ImportedEmail, Loading, LoadFailed, Empty, Phone } = composeStories(stories);

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('UserTable', () => {
  it('shows name, email, admin, account type and last login in Taipei time', () => {
    renderStory(Default, <Default />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '名稱',
      '電子郵件',
      '管理員',
      '帳號類型',
      '最後登入',
      '操作',
    ]);
    const sso = within(rowOf(ssoStudent.name));
    expect(sso.getByText('ming@example.edu')).toBeTruthy();
    expect(sso.getByText('否')).toBeTruthy();
    expect(sso.getByText('單一登入')).toBeTruthy();
    // 01:05 UTC is 09:05 in Taipei.
    expect(sso.getByText('2026/11/19 09:05')).toBeTruthy();
    const local = within(rowOf(localStudent.name));
    expect(local.getByText('本機帳號')).toBeTruthy();
    expect(local.getByText('從未登入')).toBeTruthy();
  });

  it('offers no delete on the admin’s own row, but on everyone else’s', async () => {
    const user = userEvent.setup();
    const { onDelete, onEdit } = renderWithSpies(Default, 'onDelete', 'onEdit');
    expect(screen.queryByRole('button', { name: '刪除 系統管理員' })).toBeNull();
    expect(within(rowOf('系統管理員')).getByText('你')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '編輯 系統管理員' }));
    expect(onEdit).toHaveBeenCalledExactlyOnceWith(sampleUsers[0]);
    await user.click(screen.getByRole('button', { name: `刪除 ${ssoStudent.name}` }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(ssoStudent);
  });

  it('offers 登出所有裝置 on every row but the admin’s own, and hands over the account', async () => {
    const user = userEvent.setup();
    const { onLogoutAll, onDelete } = renderWithSpies(Default, 'onLogoutAll', 'onDelete');
    expect(screen.queryByRole('button', { name: '登出所有裝置 系統管理員' })).toBeNull();
    expect(screen.getByRole('button', { name: `登出所有裝置 ${localStudent.name}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `登出所有裝置 ${ssoStudent.name}` }));
    expect(onLogoutAll).toHaveBeenCalledExactlyOnceWith(ssoStudent);
    expect(onDelete).not.toHaveBeenCalled();
  });

  it("flags only an imported e-mail that needs an admin's correction", () => {
    renderStory(ImportedEmail, <ImportedEmail />);
    expect(within(rowOf(importedUser.name)).getByText('電子郵件待確認')).toBeTruthy();
    expect(screen.getAllByText('電子郵件待確認')).toHaveLength(1);
  });

  it('searches by name or email', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default />);
    await user.type(screen.getByRole('textbox', { name: '搜尋使用者' }), 'CHEN@');
    expect(columnTexts(0)).toEqual([localStudent.name]);
    await user.clear(screen.getByRole('textbox', { name: '搜尋使用者' }));
    await user.type(screen.getByRole('textbox', { name: '搜尋使用者' }), '小明');
    expect(columnTexts(0)).toEqual([ssoStudent.name]);
  });

  it('filters admins from other users', async () => {
    renderStory(Default, <Default />);
    await chooseOption('身分', '管理員');
    expect(columnTexts(0)).toEqual(['系統管理員你']);
    await chooseOption('身分', '一般使用者');
    expect(columnTexts(0).sort()).toEqual([localStudent.name, ssoStudent.name].sort());
  });

  it('sorts by last login, never-signed-in first', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default />);
    await user.click(within(screen.getByRole('columnheader', { name: /最後登入/ })).getByRole('button'));
    expect(columnTexts(0)).toEqual([localStudent.name, ssoStudent.name, '系統管理員你']);
  });

  it('says it is loading, or that there is nobody', () => {
    expectStorySays(Loading, '載入使用者中…');
    expectStorySays(Empty, '尚無使用者');
  });

  it('says the list could not be loaded, not that there is nobody, and loads again on request', async () => {
    await expectLoadFailure(LoadFailed, '無法載入使用者列表', '尚無使用者');
  });
});

describe('UserTable below 960px', () => {
  it('shows each account as a card with everything the table has after 名稱', () => {
    renderStory(Phone, <Phone />);
    expect(cardsOf('使用者列表')).toHaveLength(3);
    expect(cardValues(cardOf('使用者列表', ssoStudent.name))).toEqual({
      電子郵件: 'ming@example.edu',
      管理員: '否',
      帳號類型: '單一登入',
      最後登入: formatTaipeiDateTime('2026-11-19T01:05:00.000Z'),
    });
    expect(cardValues(cardOf('使用者列表', localStudent.name)).最後登入).toBe('從未登入');
    expect(within(cardOf('使用者列表', '系統管理員 你')).getByText('你')).toBeTruthy();
  });

  it('reaches every action on the cards, and none that the admin’s own row lacks', async () => {
    const handlers = renderWithSpies(Phone, 'onEdit', 'onDelete', 'onLogoutAll');
    const own = cardOf('使用者列表', '系統管理員 你');
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['編輯 系統管理員']);
    await expectButtonsCallBack(
      {
        [`登出所有裝置 ${ssoStudent.name}`]: handlers.onLogoutAll,
        [`編輯 ${ssoStudent.name}`]: handlers.onEdit,
        [`刪除 ${ssoStudent.name}`]: handlers.onDelete,
      },
      cardOf('使用者列表', ssoStudent.name),
    );
    expect(handlers.onDelete).toHaveBeenCalledWith(ssoStudent);
    expect(screen.getByRole('button', { name: '新增使用者' })).toBeTruthy();
  });

  it('orders the cards by last login with 排序', async () => {
    renderStory(Phone, <Phone />);
    await chooseOption('排序', '最後登入（遞增）');
    expect(cardTitles('使用者列表')).toEqual([localStudent.name, ssoStudent.name, '系統管理員你']);
  });
});
