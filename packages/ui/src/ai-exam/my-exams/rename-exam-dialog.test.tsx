import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectAlert, expectEnterSendsNothing, expectStartsInAndEscapes } from '../../test/controls.ts';
import { renderStory, renderToSubmit } from '../../test/render-story.tsx';
import * as stories from './rename-exam-dialog.stories.tsx';

const { Default, TooLong, ServerError, Submitting } = composeStories(stories);

const nameField = () => screen.getByRole('textbox', { name: /名稱/ });
const save = () => screen.getByRole('button', { name: '儲存' });

describe('RenameExamDialog', () => {
  it('starts from the current name and submits the new one trimmed', async () => {
    const { user, onSubmit } = renderToSubmit(Default);
    expect(screen.getByRole('dialog', { name: '重新命名' })).toBeTruthy();
    expect(nameField()).toHaveProperty('value', '資料結構 模擬試題');
    await user.clear(nameField());
    await user.type(nameField(), '  期末衝刺  ');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('期末衝刺');
  });

  it('refuses an empty name and says so on the field', async () => {
    const { user, onSubmit } = renderToSubmit(Default);
    await user.clear(nameField());
    await user.type(nameField(), '   ');
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('請輸入名稱')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a name over 60 characters until it is shortened', async () => {
    const { user, onSubmit } = renderToSubmit(TooLong);
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('名稱最多 60 個字')).toBeTruthy();
    await user.clear(nameField());
    expect(screen.queryByText('名稱最多 60 個字')).toBeNull();
    await user.type(nameField(), '資'.repeat(60));
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('資'.repeat(60));
  });

  it('shows the server’s refusal', () => {
    renderStory(ServerError, <ServerError />);
    expectAlert(screen.getByRole('dialog'), '儲存失敗', '找不到這份模擬試題，可能已被刪除');
  });

  it('does not submit twice while saving', async () => {
    const { onSubmit } = renderToSubmit(Submitting);
    await expectEnterSendsNothing(nameField(), onSubmit);
  });

  it('starts typing in the name field and closes with Escape or 取消', async () => {
    const onClose = fn();
    renderStory(Default, <Default onClose={onClose} />);
    await expectStartsInAndEscapes(nameField, onClose);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
