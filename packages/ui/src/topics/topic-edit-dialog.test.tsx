import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './topic-edit-dialog.stories.tsx';

const { Editing, DuplicateName } = composeStories(stories);

describe('TopicEditDialog', () => {
  it('starts from the topic and sends its changed names and keywords, split and lower-cased', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    render(<Editing onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: '編輯主題：CPU 排程' });
    expect(dialog).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /中文名稱/ });
    expect((name as HTMLInputElement).value).toBe('CPU 排程');
    await user.clear(name);
    await user.type(name, '行程排程');
    const keywords = screen.getByRole('textbox', { name: /關鍵字/ });
    await user.clear(keywords);
    await user.type(keywords, 'Round Robin，排班、 SJF');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name_zh: '行程排程',
      name_en: 'CPU Scheduling',
      keywords: ['round robin', '排班', 'sjf'],
    });
  });

  it('refuses an empty name in zh-TW without sending, and shows the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    const { unmount } = render(<Editing onSubmit={onSubmit} />);
    await user.clear(await screen.findByRole('textbox', { name: /中文名稱/ }));
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('請輸入中文名稱')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();
    render(<DuplicateName />);
    expect(await screen.findByText('同一層已有相同名稱的主題')).toBeTruthy();
  });
});
