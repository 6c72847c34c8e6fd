import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack, expectLoadFailure, expectStorySays } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { formatTaipeiDate } from '../time-format.ts';
import * as stories from './announcement-center.stories.tsx';
import { importantAnnouncement, sampleAnnouncements } from './fixtures.ts';
import { titleOf } from './test-helpers.ts';

const { WithItems, ManyPages, LongBody, Loading, LoadFailed, Empty, Phone } = composeStories(stories);

const items = () => within(screen.getByRole('list', { name: '公告列表' })).getAllByRole('listitem');

describe('AnnouncementCenter', () => {
  it('lists the announcements newest first, each titled, dated, and marked 重要 or 未讀 as it is', async () => {
    renderStory(WithItems, <WithItems />);
    const dialog = screen.getByRole('dialog', { name: '公告中心' });
    const articles = within(dialog).getAllByRole('article');
    expect(articles.map(titleOf)).toEqual(sampleAnnouncements.map((announcement) => announcement.title));
    const [important, normal] = items();
    if (!important || !normal) throw new Error('too few items');
    expect(within(important).getByText('重要')).toBeTruthy();
    expect(within(important).getByText('未讀')).toBeTruthy();
    expect(within(important).getByText(formatTaipeiDate(importantAnnouncement.published_at))).toBeTruthy();
    expect(within(normal).queryByText('重要')).toBeNull();
    expect(within(normal).queryByText('未讀')).toBeNull();
  });

  it('renders each body as Markdown, links opening beside the page', async () => {
    renderStory(WithItems, <WithItems />);
    const [important] = items();
    if (!important) throw new Error('no item');
    expect((await within(important).findByText('晚上 12 點')).tagName).toBe('STRONG');
    const link = within(important).getByRole('link', { name: '線上預約' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders a long body whole, its list and code included', async () => {
    renderStory(LongBody, <LongBody />);
    expect(await screen.findByRole('heading', { name: '上傳前請確認' })).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getAllByRole('listitem').length).toBeGreaterThan(12);
    expect(screen.getByRole('dialog').querySelector('pre code')?.textContent).toContain('int main(void)');
  });

  it('pages when there are more than a page holds', async () => {
    const onPageChange = fn();
    renderStory(ManyPages, <ManyPages onPageChange={onPageChange} />);
    expect(screen.getByText('共 23 則公告')).toBeTruthy();
    await expectButtonsCallBack({ '第 3 頁': onPageChange });
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows no pages when one page holds them all', () => {
    renderStory(WithItems, <WithItems />);
    expect(screen.queryByRole('navigation', { name: '分頁' })).toBeNull();
  });

  it('says it is loading, or that nothing is shown now', () => {
    expectStorySays(Loading, '載入公告中…');
    expectStorySays(Empty, '目前沒有公告');
  });

  it('says the list could not be loaded, not that there is none, and loads again on request', async () => {
    await expectLoadFailure(LoadFailed, '無法載入公告', '目前沒有公告');
  });

  it('closes with its close button and fits a phone', async () => {
    const onClose = fn();
    renderStory(Phone, <Phone onClose={onClose} />);
    await expectButtonsCallBack({ 關閉: onClose });
  });
});
