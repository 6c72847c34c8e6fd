import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './topic-file-actions.stories.tsx';

const { Idle, Imported, ImportFailed } = composeStories(stories);

describe('TopicFileActions', () => {
  it('exports on 匯出 JSON and imports the file picked with 匯入 JSON', async () => {
    const user = userEvent.setup();
    const onExport = fn();
    const onImport = fn();
    const { container } = render(<Idle onExport={onExport} onImport={onImport} />);
    await user.click(screen.getByRole('button', { name: '匯出 JSON' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    const input = container.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const file = new File(['{"version":1,"areas":[]}'], 'topics.json', { type: 'application/json' });
    await user.upload(input, file);
    expect(onImport).toHaveBeenCalledWith(file);
  });

  it('says what an import did, or why it failed', () => {
    const { unmount } = render(<Imported />);
    expect(screen.getByRole('status').textContent).toBe('匯入完成：新增 3、更新 1');
    unmount();
    render(<ImportFailed />);
    expect(screen.getByRole('alert').textContent).toBe('檔案版本必須是 1');
  });
});
