import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory, renderToSubmit } from '../../test/render-story.tsx';
import * as stories from './archive-upload-dialog.stories.tsx';

const { FileDuplicate, SummaryDuplicate, FileStep } = composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: '上傳考古題' });

describe('ArchiveUploadDialog: already here?', () => {
  it('warns that the exam may already be in the course, links each archive, and lets the user go on', async () => {
    const { onSubmit } = renderToSubmit(FileDuplicate);
    const alert = within(dialog()).getByText('這份考古題可能已經存在').closest('[role="status"]');
    if (!(alert instanceof HTMLElement)) throw new Error('no warning');
    const links = within(alert).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['112 學年度 第一次期中考（王大明，期中考）', '/archive?course=3&archive=12', '_blank'],
      ['112 學年度 期中考（補考）（王大明，期中考）', '/archive?course=3&archive=15', '_blank'],
    ]);
    expect(within(alert).getByText(/同一個檔案/)).toBeTruthy();
    expect(within(alert).getByText(/內容幾乎相同/)).toBeTruthy();
    expect(within(alert).getByText('若是不同的考試，仍可繼續上傳。')).toBeTruthy();
    await waitFor(() => expect(within(dialog()).queryByText('正在檢查檔案…')).toBeNull());
    await userEvent.click(within(dialog()).getByRole('button', { name: '下一步' }));
    expect(within(dialog()).getByText('這份考古題可能已經存在')).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('button', { name: '上傳' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows the warning on the summary too, and none when nothing was found', () => {
    const { unmount } = renderStory(SummaryDuplicate, <SummaryDuplicate />);
    expect(within(dialog()).getByRole('form', { name: '確認' }).textContent).toContain(
      '這份考古題可能已經存在',
    );
    unmount();
    renderStory(FileStep, <FileStep />);
    expect(within(dialog()).queryByText('這份考古題可能已經存在')).toBeNull();
  });
});
