import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './pdf-viewer-modal.stories.tsx';
import { PdfViewerError } from './pdf-viewer-modal.tsx';

const {
  Desktop,
  Phone,
  Loading,
  LoadFailed,
  Downloading,
  WithDiscussion,
  WithDiscussionPhone,
  WithAnswersAndDiscussion,
  WithAnswersAndDiscussionPhone,
} = composeStories(stories);

describe('PdfViewerModal', () => {
  it('is a dialog named for the archive with year, course and professor, and a named viewer', () => {
    renderStory(Desktop, <Desktop />);
    const dialog = screen.getByRole('dialog', { name: '期中考' });
    expect(within(dialog).getByText('113 學年度')).toBeTruthy();
    // The archive is named 期中考, its type: the title says it, no badge repeats it.
    expect(within(dialog).getAllByText('期中考')).toHaveLength(1);
    expect(within(dialog).getByText('資料結構')).toBeTruthy();
    expect(within(dialog).getByText('王教授')).toBeTruthy();
    const viewer = within(dialog).getByRole('region', { name: 'PDF 預覽：期中考' });
    expect(within(viewer).getByRole('group', { name: 'PDF 工具' })).toBeTruthy();
    expect(within(viewer).getByRole('img', { name: '第 2 頁' })).toBeTruthy();
  });

  it('downloads and closes from its header', async () => {
    const onDownload = fn();
    const onClose = fn();
    renderStory(Phone, <Phone onDownload={onDownload} onClose={onClose} />);
    await expectButtonsCallBack({ 下載: onDownload, 關閉預覽: onClose });
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    const onClose = fn();
    renderStory(Desktop, <Desktop onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows loading and failed states', async () => {
    const first = renderStory(Loading, <Loading />);
    expect(screen.getByRole('status').textContent).toBe('正在載入 PDF…');
    first.unmount();
    const onRetry = fn();
    renderStory(
      LoadFailed,
      <LoadFailed>{<PdfViewerError message="無法載入 PDF，請稍後再試" onRetry={onRetry} />}</LoadFailed>,
    );
    expect(screen.getByText('無法載入 PDF，請稍後再試')).toBeTruthy();
    await expectButtonsCallBack({ 重試: onRetry });
  });

  it('blocks a second download while one runs, and stays closed without an archive', () => {
    const { unmount } = renderStory(Downloading, <Downloading />);
    expect(screen.getByRole('button', { name: '下載' }).hasAttribute('disabled')).toBe(true);
    unmount();
    renderStory(Desktop, <Desktop archive={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the discussion beside the viewer on a wide screen', () => {
    renderStory(WithDiscussion, <WithDiscussion />);
    const dialog = screen.getByRole('dialog', { name: '期中考' });
    const aside = within(dialog).getByRole('complementary', { name: '討論' });
    expect(within(aside).getByRole('heading', { name: '討論' })).toBeTruthy();
    expect(within(aside).getByText('（這份考古題的討論）')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '討論' })).toBeNull();
  });

  it('opens the discussion in a sheet from the header on a phone, drawn only once opened', async () => {
    const user = userEvent.setup();
    const onClose = fn();
    renderStory(WithDiscussionPhone, <WithDiscussionPhone onClose={onClose} />);
    expect(screen.queryByText('（這份考古題的討論）')).toBeNull();
    await user.click(screen.getByRole('button', { name: '討論' }));
    const sheet = await screen.findByRole('dialog', { name: '討論' });
    expect(within(sheet).getByText('（這份考古題的討論）')).toBeTruthy();
    // Escape closes the sheet, and leaves the preview open.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '討論' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '期中考' })).toBeTruthy();
  });

  it('puts the answers and the discussion under tabs beside the viewer, the answers first', async () => {
    const user = userEvent.setup();
    renderStory(WithAnswersAndDiscussion, <WithAnswersAndDiscussion />);
    const aside = screen.getByRole('complementary', { name: '解答與討論' });
    expect(within(aside).getByRole('tab', { name: '解答' }).getAttribute('aria-selected')).toBe('true');
    expect(within(aside).getByText('（題目的解答）')).toBeTruthy();
    await user.click(within(aside).getByRole('tab', { name: '討論' }));
    expect(within(aside).getByRole('tabpanel', { name: '討論' }).textContent).toBe('（這份考古題的討論）');
    expect(within(aside).queryByText('（題目的解答）')).toBeNull();
    // The keyboard's way: ← back to 解答, focus following.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(within(aside).getByRole('tab', { name: '解答' }));
    expect(within(aside).getByRole('tabpanel', { name: '解答' })).toBeTruthy();
  });

  it('gives the answers and the discussion a sheet each on a phone', async () => {
    const user = userEvent.setup();
    renderStory(WithAnswersAndDiscussionPhone, <WithAnswersAndDiscussionPhone />);
    await user.click(screen.getByRole('button', { name: '解答' }));
    const sheet = await screen.findByRole('dialog', { name: '解答' });
    expect(within(sheet).getByText('（題目的解答）')).toBeTruthy();
    expect(within(sheet).queryByText('（這份考古題的討論）')).toBeNull();
  });

  it('closes the sheet when something in it moves the file, so the file shows', async () => {
    const user = userEvent.setup();
    const { rerender } = renderStory(WithDiscussionPhone, <WithDiscussionPhone />);
    await user.click(screen.getByRole('button', { name: '討論' }));
    expect(await screen.findByRole('dialog', { name: '討論' })).toBeTruthy();
    const aside = WithDiscussionPhone.args.aside;
    if (!aside || Array.isArray(aside)) throw new Error('the story has a discussion');
    rerender(<WithDiscussionPhone aside={{ ...aside, revealFile: { page: 2, top: 0.1 } }} />);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '討論' })).toBeNull());
    expect(screen.getByRole('dialog', { name: '期中考' })).toBeTruthy();
  });
});
