import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './announcement-dialog.stories.tsx';
import { importantAnnouncement } from './fixtures.ts';

const { Important, Normal, LongBody, Closed, Phone } = composeStories(stories);

describe('AnnouncementDialog', () => {
  it('is named by the announcement, marks it 重要 and renders its body', async () => {
    renderStory(Important, <Important />);
    const dialog = screen.getByRole('dialog', { name: importantAnnouncement.title });
    expect(within(dialog).getByText('重要')).toBeTruthy();
    expect((await within(dialog).findByText('晚上 12 點')).tagName).toBe('STRONG');
  });

  it('starts on 知道了, which closes it; 查看所有公告 leads to 公告中心', async () => {
    const onClose = fn();
    const onShowAll = fn();
    renderStory(Normal, <Normal onClose={onClose} onShowAll={onShowAll} />);
    expect(screen.queryByText('重要')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '知道了' })));
    await expectButtonsCallBack({ 知道了: onClose, 查看所有公告: onShowAll });
  });

  it('drops raw HTML and unsafe links an author wrote', async () => {
    const body = '<img src=x onerror="alert(1)"> 正文 [點我](javascript:alert(1)) <b>粗</b>';
    renderStory(Important, <Important announcement={{ ...importantAnnouncement, body }} />);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText(/正文/);
    expect(dialog.querySelector('img, b, [onerror]')).toBeNull();
    expect(within(dialog).getByText('點我').getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('holds a long body, and stays closed with nothing to show', async () => {
    const { unmount } = renderStory(LongBody, <LongBody />);
    expect(await screen.findByRole('heading', { name: '上傳前請確認' })).toBeTruthy();
    unmount();
    renderStory(Closed, <Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fits a phone', () => {
    renderStory(Phone, <Phone />);
    expect(screen.getByRole('button', { name: '知道了' })).toBeTruthy();
  });
});
