import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import {
  expectEnterSendsNothing,
  expectFieldErrorUntilEdited,
  expectStartsInAndEscapes,
} from '../test/controls.ts';
import { renderStory, renderToSubmit } from '../test/render-story.tsx';
import * as stories from './course-form-dialog.stories.tsx';
import { chooseOption } from './test-helpers.ts';

const { Create, Edit, Submitting, DuplicateName, Phone } = composeStories(stories);

const nameField = () => screen.getByRole('textbox', { name: /課程名稱/ });

describe('CourseFormDialog', () => {
  it('creates a course from a trimmed name and a chosen category', async () => {
    const { user, onSubmit } = renderToSubmit(Create);
    expect(screen.getByRole('dialog', { name: '新增課程' })).toBeTruthy();
    await user.type(nameField(), '  離散數學  ');
    await chooseOption('類別', '大一課程');
    await user.click(screen.getByRole('button', { name: '建立' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ name: '離散數學', category: 'freshman' });
  });

  it('explains on each field what is missing instead of submitting', async () => {
    const { user, onSubmit } = renderToSubmit(Create);
    await user.type(nameField(), '   ');
    await user.click(screen.getByRole('button', { name: '建立' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('請輸入課程名稱')).toBeTruthy();
    expect(screen.getByText('請選擇類別')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
  });

  it('edits the course it was given', async () => {
    const { user, onSubmit } = renderToSubmit(Edit);
    expect(screen.getByRole('dialog', { name: '編輯課程' })).toBeTruthy();
    expect(nameField()).toHaveProperty('value', '資料結構');
    await user.type(nameField(), '（二）');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ name: '資料結構（二）', category: 'sophomore' });
  });

  it('shows the server’s duplicate-name message on the name field until the name changes', async () => {
    renderStory(DuplicateName, <DuplicateName />);
    await expectFieldErrorUntilEdited(nameField, '此類別已有同名課程');
  });

  it('drops the server’s duplicate-name message once another category is chosen, but keeps its own checks', async () => {
    const user = userEvent.setup();
    renderStory(DuplicateName, <DuplicateName />);
    await chooseOption('類別', '研究所課程');
    expect(screen.queryByText('此類別已有同名課程')).toBeNull();
    expect(nameField().getAttribute('aria-invalid')).not.toBe('true');

    await user.clear(nameField());
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(screen.getByText('請輸入課程名稱')).toBeTruthy();
    await chooseOption('類別', '大一課程');
    expect(screen.getByText('請輸入課程名稱')).toBeTruthy();
  });

  it('does not submit twice while saving', async () => {
    const { onSubmit } = renderToSubmit(Submitting);
    await expectEnterSendsNothing(nameField(), onSubmit);
  });

  it('closes with 取消 and fits a phone', async () => {
    const user = userEvent.setup();
    const onClose = fn();
    renderStory(Phone, <Phone onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('starts typing in the name field and closes with Escape', async () => {
    const onClose = fn();
    renderStory(Create, <Create onClose={onClose} />);
    await expectStartsInAndEscapes(nameField, onClose);
  });
});
