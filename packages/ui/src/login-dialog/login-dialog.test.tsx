import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { loginDialogMessages } from '../i18n/compiled/login-dialog.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { describedByTexts, expectButtonsCallBack, inputLabelled } from '../test/controls.ts';
import { renderToSubmit } from '../test/render-story.tsx';
import * as stories from './login-dialog.stories.tsx';

const { Idle, Loading, SsoDisabled, English } = composeStories(stories);

const accountField = () => inputLabelled('帳號');
const passwordField = () => inputLabelled('密碼');

describe('LoginDialog', () => {
  it('is a dialog titled 登入 with labelled fields, 或 and both login buttons', () => {
    render(<Idle />);
    expect(screen.getByRole('dialog', { name: '登入' })).toBeTruthy();
    expect(accountField().type).toBe('text');
    // The name or the email signs in; the admin's user dialog says the same under both.
    expect(describedByTexts(accountField())).toEqual(['名稱或電子郵件']);
    expect(passwordField().type).toBe('password');
    expect(screen.getByText('或')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登入' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: '使用校務帳號登入' }).hasAttribute('disabled')).toBe(false);
  });

  it('submits the typed values with the 登入 button', async () => {
    const { user, onSubmit } = renderToSubmit(Idle);
    await user.type(accountField(), 'student');
    await user.type(passwordField(), 'student123');
    await user.click(screen.getByRole('button', { name: '登入' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ account: 'student', password: 'student123' });
  });

  it('submits with Enter in either field, without checking for emptiness', async () => {
    const { user, onSubmit } = renderToSubmit(Idle);
    await user.type(accountField(), '{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ account: '', password: '' });
    await user.type(accountField(), 'admin');
    await user.type(passwordField(), 'pw{Enter}');
    expect(onSubmit).toHaveBeenLastCalledWith({ account: 'admin', password: 'pw' });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<Idle />);
    const toggle = screen.getByRole('button', { name: '顯示密碼' });
    await user.click(toggle);
    expect(passwordField().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(passwordField().type).toBe('password');
  });

  it('does not close with Escape, only with its close button', async () => {
    const user = userEvent.setup();
    const onClose = fn();
    render(<Idle onClose={onClose} />);
    await user.type(accountField(), 'student');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await expectButtonsCallBack({ 關閉: onClose });
  });

  it('clears both fields whenever it closes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Idle />);
    await user.type(accountField(), 'student');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: '顯示密碼' }));
    rerender(<Idle opened={false} />);
    rerender(<Idle opened />);
    expect(accountField().value).toBe('');
    expect(passwordField().value).toBe('');
    expect(passwordField().type).toBe('password');
  });

  it('calls onSso from the single sign-on button', async () => {
    const onSso = fn();
    render(<Idle onSso={onSso} />);
    await expectButtonsCallBack({ 使用校務帳號登入: onSso });
  });

  it('while loading, blocks 登入 and Enter from submitting again', async () => {
    const { user, onSubmit } = renderToSubmit(Loading);
    const submit = screen.getByRole('button', { name: '登入' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.click(submit);
    await user.type(passwordField(), 'pw{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('with single sign-on off, disables its button and says why', async () => {
    const user = userEvent.setup();
    const onSso = fn();
    render(<SsoDisabled onSso={onSso} />);
    const sso = screen.getByRole('button', { name: '使用校務帳號登入' });
    expect(sso.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('尚未設定校務單一登入')).toBeTruthy();
    expect(describedByTexts(sso)).toEqual(['尚未設定校務單一登入']);
    await user.click(sso);
    expect(onSso).not.toHaveBeenCalled();
  });

  it('still explains a disabled single sign-on when the server gave no reason', () => {
    render(<SsoDisabled ssoDisabledReason={null} />);
    expect(screen.getByText('目前無法使用校務單一登入')).toBeTruthy();
  });
});

describe('LoginDialog in English', () => {
  it('names its title, fields and buttons in English', async () => {
    await Promise.all([loadLocale('en'), loadCatalogue(loginDialogMessages, 'en')]);
    render(<English />);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(describedByTexts(inputLabelled('Account'))).toEqual(['Name or e-mail address']);
    expect(inputLabelled('Password').type).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign in with your university account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });
});
