import { composeStories } from '@storybook/react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectAlert, expectButtonsCallBack } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './archive-overview.stories.tsx';

const { Desktop, Phone, Loading, Empty, LoadFailed } = composeStories(stories);

const section = (name: string) => screen.getByRole('region', { name });
const linksIn = (name: string) =>
  within(section(name))
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('ArchiveOverview', () => {
  it('greets the user and lists their recent courses and archives, the newest uploads and this term’s most downloaded', () => {
    renderStory(Desktop, <Desktop />);
    expect(screen.getByRole('heading', { level: 1, name: '考古題' })).toBeTruthy();
    expect(screen.getByText('王小明，歡迎回來。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '上傳考古題' })).toBeTruthy();
    expect(linksIn('最近瀏覽的課程')).toEqual([
      ['資料結構大二課程', '/archive?course=3'],
      ['新開的跨域專題跨領域課程待審核', '/archive?course=9'],
      ['C 程式設計大一課程', '/archive?course=1'],
    ]);
    expect(linksIn('最近瀏覽的考古題')).toEqual([
      ['Operating Systems 作業系統113 學年度 期末考（林教授）2025/10/21', '/archive?course=5&archive=40'],
    ]);
    // Dates are Taipei's: 16:30 UTC on 18 October is already the 19th there.
    expect(linksIn('最新上傳')).toEqual([
      ['資料結構113 學年度 第二次小考（王教授）2025/10/20', '/archive?course=3&archive=41'],
      ['Operating Systems 作業系統113 學年度 期末考（林教授）2025/10/19', '/archive?course=5&archive=40'],
      ['資料結構112 學年度 期中考（王教授）2025/09/30', '/archive?course=3&archive=39'],
    ]);
    expect(
      within(section('本學期熱門下載')).getByText('114 學年度第 1 學期下載次數最多的考古題'),
    ).toBeTruthy();
    expect(linksIn('本學期熱門下載')).toEqual([
      ['資料結構113 學年度 期末考（王教授）下載 37 次', '/archive?course=3&archive=14'],
      ['C 程式設計113 學年度 期中考（王教授）下載 12 次', '/archive?course=1&archive=21'],
    ]);
  });

  it('lists the courses the user follows, each with its newest archives beneath it', async () => {
    const user = userEvent.setup();
    const onOpenArchive = fn();
    renderStory(Desktop, <Desktop onOpenArchive={onOpenArchive} />);
    expect(linksIn('追蹤的課程')).toEqual([
      ['資料結構大二課程', '/archive?course=3'],
      ['113 學年度 第二次小考（王教授）小考2025/10/20', '/archive?course=3&archive=41'],
      ['112 學年度 期中考（王教授）期中考2025/09/30', '/archive?course=3&archive=39'],
      ['新開的跨域專題跨領域課程待審核', '/archive?course=9'],
    ]);
    const list = within(section('追蹤的課程')).getByRole('list', { name: '新開的跨域專題 最新考古題' });
    expect(within(list).getByText('還沒有考古題')).toBeTruthy();
    await user.click(within(section('追蹤的課程')).getByRole('link', { name: /第二次小考/ }));
    expect(onOpenArchive).toHaveBeenCalledWith(expect.objectContaining({ id: 41, course_id: 3 }));
  });

  it('opens a course or an archive in the page on a plain click, and leaves a modified click to the browser', async () => {
    const user = userEvent.setup();
    const onOpenCourse = fn();
    const onOpenArchive = fn();
    renderStory(Desktop, <Desktop onOpenCourse={onOpenCourse} onOpenArchive={onOpenArchive} />);
    await user.click(within(section('最近瀏覽的課程')).getByRole('link', { name: /^C 程式設計/ }));
    expect(onOpenCourse).toHaveBeenCalledWith(1);
    await user.click(within(section('本學期熱門下載')).getByRole('link', { name: /^資料結構/ }));
    expect(onOpenArchive).toHaveBeenCalledWith(expect.objectContaining({ id: 14, course_id: 3 }));

    // Ctrl-click (or a middle click) opens the address in a new tab: the page does not follow it itself.
    const link = within(section('最新上傳')).getByRole('link', { name: /第二次小考/ });
    const opened = fireEvent.click(link, { ctrlKey: true });
    expect(opened).toBe(true);
    expect(onOpenArchive).toHaveBeenCalledTimes(1);
  });

  it('offers 選擇課程 on a phone, opening the course list', async () => {
    const onChooseCourse = fn();
    renderStory(Phone, <Phone onChooseCourse={onChooseCourse} />);
    await expectButtonsCallBack({ 選擇課程: onChooseCourse });
  });

  it('shows each list loading, then what a new user in an empty department is told', () => {
    const { unmount } = renderStory(Loading, <Loading />);
    for (const name of ['追蹤的課程', '最近瀏覽的課程', '最近瀏覽的考古題', '最新上傳', '本學期熱門下載']) {
      expect(within(section(name)).getByLabelText('正在載入').getAttribute('aria-busy')).toBe('true');
    }
    unmount();
    renderStory(Empty, <Empty />);
    expect(
      within(section('最近瀏覽的課程')).getByText('還沒有瀏覽過的課程，從課程列表選一門開始吧。'),
    ).toBeTruthy();
    expect(within(section('追蹤的課程')).getByText(/^還沒有追蹤的課程。/)).toBeTruthy();
    expect(within(section('最近瀏覽的考古題')).getByText('還沒有預覽過的考古題。')).toBeTruthy();
    expect(within(section('最新上傳')).getByText('系上還沒有考古題。')).toBeTruthy();
    expect(within(section('本學期熱門下載')).getByText('本學期還沒有人下載考古題。')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('says why it could not load, with 重試, and still greets the user', async () => {
    const onRetry = fn();
    renderStory(LoadFailed, <LoadFailed onRetry={onRetry} />);
    expect(screen.getByText('王小明，歡迎回來。')).toBeTruthy();
    expectAlert(document.body, '載入失敗', '無法載入總覽，請稍後再試');
    expect(screen.queryByRole('region', { name: '最新上傳' })).toBeNull();
    await expectButtonsCallBack({ 重試: onRetry });
  });
});
