import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import {
  describedByTexts,
  expectEnterSendsNothing,
  expectFieldErrorUntilEdited,
  expectStartsInAndEscapes,
} from '../test/controls.ts';
import { renderStory, renderToSubmit } from '../test/render-story.tsx';
import { localStudent, selfUser, ssoStudent } from './fixtures.ts';
import * as stories from './user-form-dialog.stories.tsx';
import { EMAIL_SIGNS_IN, NAME_SIGNS_IN, SELF_DEMOTION_NOTE, SELF_PASSWORD_NOTE } from './user-labels.ts';

const { Create, EditLocal, EditSso, EditSelf, Submitting, DuplicateEmail, Phone } = composeStories(stories);

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const adminSwitch = () => screen.getByRole('switch', { name: '管理員' });

describe('UserFormDialog', () => {
  it('creates a local account with name, email, password and the admin flag', async () => {
    const { user, onSubmit } = renderToSubmit(Create);
    expect(screen.getByRole('dialog', { name: '新增使用者' })).toBeTruthy();
    await user.type(field(/^名稱/), '林助教');
    await user.type(field(/^電子郵件/), 'lin@example.edu');
    await user.type(field(/^密碼/), 'teaching-assistant');
    await user.click(adminSwitch());
    await user.click(screen.getByRole('button', { name: '建立' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      kind: 'create',
      values: { name: '林助教', email: 'lin@example.edu', password: 'teaching-assistant', is_admin: true },
    });
  });

  it('says under 名稱 and 電子郵件 that either signs in as the 帳號 of a local account', () => {
    const { unmount } = renderStory(Create, <Create />);
    expect(describedByTexts(field(/^名稱/))).toEqual([NAME_SIGNS_IN]);
    expect(describedByTexts(field(/^電子郵件/))).toEqual([EMAIL_SIGNS_IN]);
    expect(NAME_SIGNS_IN).toContain('登入帳號');
    unmount();
    renderStory(EditLocal, <EditLocal />);
    expect(describedByTexts(field(/^名稱/))).toEqual([NAME_SIGNS_IN]);
    expect(describedByTexts(field(/^電子郵件/))).toEqual([EMAIL_SIGNS_IN]);
  });

  it('says nothing of signing in for a single sign-on account, which has no password to sign in with', () => {
    renderStory(EditSso, <EditSso />);
    expect(describedByTexts(field(/^名稱/))).toEqual([]);
    expect(describedByTexts(field(/^電子郵件/))).toEqual([]);
    expect(screen.queryByText(NAME_SIGNS_IN)).toBeNull();
  });

  it('checks a blank name, the email format and the password length on the fields', async () => {
    const { user, onSubmit } = renderToSubmit(Create);
    await user.type(field(/^名稱/), '   ');
    await user.type(field(/^電子郵件/), 'not-an-email');
    await user.type(field(/^密碼/), 'short');
    await user.click(screen.getByRole('button', { name: '建立' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('請輸入名稱')).toBeTruthy();
    expect(screen.getByText('電子郵件格式不正確')).toBeTruthy();
    expect(screen.getByText('密碼至少 8 個字元')).toBeTruthy();
    expect(field(/^名稱/).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks an edit the same way: a blank name and a short new password are refused on their fields', async () => {
    const { user, onSubmit } = renderToSubmit(EditLocal);
    await user.clear(field(/^名稱/));
    await user.type(field(/^重設密碼/), 'short');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('請輸入名稱')).toBeTruthy();
    expect(screen.getByText('密碼至少 8 個字元')).toBeTruthy();
  });

  it('edits a local account and leaves the password alone unless one is typed', async () => {
    const { user, onSubmit } = renderToSubmit(EditLocal);
    expect(screen.getByText('帳號類型：本機帳號')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      kind: 'update',
      values: { name: localStudent.name, email: localStudent.email, is_admin: false },
    });
    await user.type(field(/^重設密碼/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      kind: 'update',
      values: {
        name: localStudent.name,
        email: localStudent.email,
        is_admin: false,
        password: 'a-new-password',
      },
    });
  });

  it('offers no password for a single sign-on account', async () => {
    const { user, onSubmit } = renderToSubmit(EditSso);
    expect(screen.queryByLabelText(/密碼/, { selector: 'input' })).toBeNull();
    expect(screen.getByText(/單一登入帳號由校務系統驗證/)).toBeTruthy();
    await user.click(adminSwitch());
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      kind: 'update',
      values: { name: ssoStudent.name, email: ssoStudent.email, is_admin: true },
    });
  });

  it('locks the admin’s own admin switch on and says why', async () => {
    const user = userEvent.setup();
    renderStory(EditSelf, <EditSelf />);
    expect(adminSwitch()).toHaveProperty('checked', true);
    expect(adminSwitch()).toHaveProperty('disabled', true);
    expect(screen.getByText(SELF_DEMOTION_NOTE)).toBeTruthy();
    await user.click(adminSwitch());
    expect(adminSwitch()).toHaveProperty('checked', selfUser.is_admin);
  });

  it('offers no password reset on the admin’s own account, pointing to 變更密碼 in their own menu', async () => {
    const { user, onSubmit } = renderToSubmit(EditSelf);
    expect(screen.queryByLabelText(/密碼/, { selector: 'input' })).toBeNull();
    expect(screen.getByText(SELF_PASSWORD_NOTE)).toBeTruthy();
    expect(SELF_PASSWORD_NOTE).toContain('「變更密碼」');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      kind: 'update',
      values: { name: selfUser.name, email: selfUser.email, is_admin: true },
    });
  });

  it('shows the server’s duplicate email on the email field until it is edited', async () => {
    renderStory(DuplicateEmail, <DuplicateEmail />);
    await expectFieldErrorUntilEdited(() => field(/^電子郵件/), '此電子郵件已被其他帳號使用');
  });

  it('does not submit twice while saving', async () => {
    const { onSubmit } = renderToSubmit(Submitting);
    await expectEnterSendsNothing(field(/^名稱/), onSubmit);
  });

  it('starts typing in the name field and closes with Escape', async () => {
    const onClose = fn();
    renderStory(Create, <Create onClose={onClose} />);
    await expectStartsInAndEscapes(() => field(/^名稱/), onClose);
  });

  it('has labelled password visibility at phone width', () => {
    renderStory(Phone, <Phone />);
    expect(screen.getByRole('button', { name: '顯示密碼' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '新增使用者' })).toBeTruthy();
  });
});
