import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack } from '../test/controls.ts';
import { optionsOf } from '../test/options.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './course-archives.stories.tsx';

const { Desktop, Phone, Loading, LoadFailed, NoArchives, NoMatch, Downloading, WithActions, PendingCourse } =
  composeStories(stories);

const rows = () => screen.queryAllByRole('article').map((row) => row.getAttribute('aria-label'));

/** A filter's input (a Mantine Select's text field). */
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('CourseArchives', () => {
  it('titles the course with its category and count, and groups archives by year, newest first', () => {
    renderStory(Desktop, <Desktop />);
    expect(screen.getByRole('heading', { level: 1, name: '資料結構' })).toBeTruthy();
    expect(screen.queryByText('待審核')).toBeNull();
    expect(screen.getByText('大二課程 · 共 6 份考古題')).toBeTruthy();
    const years = screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'));
    expect(years).toEqual(['113 學年度', '112 學年度', '111 學年度']);
    expect(rows()).toEqual([
      '113 學年度 期中考（王教授）',
      '113 學年度 期末考（王教授）',
      '113 學年度 第一次小考（王教授）',
      '112 學年度 期中考（林教授）',
      '112 學年度 期末考（林教授）',
      '111 學年度 複習題（林教授）',
    ]);
  });

  it('shows each archive with professor, type, answers and downloads, and its 預覽 and 下載 act on it', async () => {
    const user = userEvent.setup();
    const onPreview = fn();
    const onDownload = fn();
    renderStory(Phone, <Phone onPreview={onPreview} onDownload={onDownload} />);
    const row = screen.getByRole('article', { name: '113 學年度 期末考（王教授）' });
    // Named only by its type, it says 期末考 once: no badge repeats the name.
    expect(within(row).getAllByText('期末考')).toHaveLength(1);
    expect(within(row).queryByText('期末考', { selector: '.mantine-Badge-label' })).toBeNull();
    const quiz = screen.getByRole('article', { name: '113 學年度 第一次小考（王教授）' });
    expect(within(quiz).getByText('小考', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(row).getByText('附解答')).toBeTruthy();
    expect(within(row).getByText('王教授 · 下載 12 次')).toBeTruthy();
    // The count of messages: an icon and a number on screen, read as 「N 則留言」.
    expect(row.textContent).toContain('0 則留言');
    const discussed = screen.getByRole('article', { name: '112 學年度 期中考（林教授）' });
    expect(discussed.textContent).toContain('3 則留言');
    const noAnswers = screen.getByRole('article', { name: '113 學年度 期中考（王教授）' });
    expect(within(noAnswers).queryByText('附解答')).toBeNull();
    await user.click(within(row).getByRole('button', { name: '預覽' }));
    expect(onPreview).toHaveBeenCalledWith(expect.objectContaining({ id: 14 }));
    await user.click(within(row).getByRole('button', { name: '下載' }));
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 14 }));
  });

  it('filters by year, professor, type and answers, counting shown against total', async () => {
    const user = userEvent.setup();
    const onFilterChange = fn();
    renderStory(Desktop, <Desktop onFilterChange={onFilterChange} />);
    expect(screen.getByText('顯示 6 / 6 份')).toBeTruthy();
    await choose('類型', '期末考');
    expect(rows()).toEqual(['113 學年度 期末考（王教授）', '112 學年度 期末考（林教授）']);
    expect(screen.getByText('顯示 2 / 6 份')).toBeTruthy();
    await choose('教授', '林教授');
    expect(rows()).toEqual(['112 學年度 期末考（林教授）']);
    await user.click(screen.getByRole('button', { name: '清除篩選' }));
    expect(rows()).toHaveLength(6);
    await choose('學年度', '113 學年度');
    await user.click(screen.getByRole('switch', { name: '只看附解答' }));
    expect(rows()).toEqual(['113 學年度 期末考（王教授）']);
    expect(onFilterChange).toHaveBeenLastCalledWith({
      coverage: null,
      year: 113,
      professor: null,
      type: null,
      answersOnly: true,
    });
  });

  it('offers only the years, professors and types the course has', async () => {
    const user = userEvent.setup();
    renderStory(Desktop, <Desktop />);
    await user.click(field('類型'));
    expect(await optionsOf(field('類型'))).toEqual(['期中考', '期末考', '小考', '其他']);
    await user.keyboard('{Escape}');
    await user.click(field('教授'));
    expect(await optionsOf(field('教授'))).toEqual(['王教授', '林教授']);
    await user.keyboard('{Escape}');
    await user.click(field('學年度'));
    expect(await optionsOf(field('學年度'))).toEqual(['113 學年度', '112 學年度', '111 學年度']);
  });

  it('says when filters match nothing and clears them from there', async () => {
    const user = userEvent.setup();
    renderStory(NoMatch, <NoMatch />);
    expect(screen.getByText('沒有符合條件的考古題')).toBeTruthy();
    expect(screen.getByText('顯示 0 / 6 份')).toBeTruthy();
    // One way to clear them, in the empty state, not a second one beside the count.
    const [clear, ...others] = screen.getAllByRole('button', { name: '清除篩選' });
    expect(others).toHaveLength(0);
    if (!clear) throw new Error('no 清除篩選');
    await user.click(clear);
    expect(rows()).toHaveLength(6);
  });

  it('says when a course has no archives yet, without filters', () => {
    renderStory(NoArchives, <NoArchives />);
    expect(screen.getByText('這門課還沒有考古題')).toBeTruthy();
    expect(screen.getByText('大二課程 · 共 0 份考古題')).toBeTruthy();
    expect(screen.queryByLabelText('類型')).toBeNull();
    expect(screen.queryByText(/^顯示/)).toBeNull();
  });

  it('shows a loading state, and a load failure with 重試', async () => {
    const { unmount } = renderStory(Loading, <Loading />);
    // A named status region: a name on a plain element is one screen readers ignore (and axe flags).
    expect(screen.getByRole('status', { name: '正在載入考古題' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('大二課程')).toBeTruthy();
    unmount();
    const onRetry = fn();
    renderStory(LoadFailed, <LoadFailed onRetry={onRetry} />);
    expect(screen.getByText('服務暫時無法使用，請稍後再試')).toBeTruthy();
    await expectButtonsCallBack({ 重試: onRetry });
  });

  it('shows a loader on the archive being downloaded only', () => {
    renderStory(Downloading, <Downloading />);
    const busy = screen.getByRole('article', { name: '113 學年度 期末考（王教授）' });
    expect(within(busy).getByRole('button', { name: '下載' }).hasAttribute('disabled')).toBe(true);
    const idle = screen.getByRole('article', { name: '113 學年度 期中考（王教授）' });
    expect(within(idle).getByRole('button', { name: '下載' }).hasAttribute('disabled')).toBe(false);
  });

  it('renders the header actions and each row’s extra actions', () => {
    renderStory(WithActions, <WithActions />);
    expect(screen.getByRole('button', { name: '上傳考古題' })).toBeTruthy();
    const row = screen.getByRole('article', { name: '111 學年度 複習題（林教授）' });
    expect(within(row).getByRole('button', { name: '刪除 111 學年度 複習題（林教授）' })).toBeTruthy();
  });

  it('draws a row with its buttons in a few dozen elements: a long list repeats every one of them in each line', () => {
    renderStory(WithActions, <WithActions />);
    const row = screen.getByRole('article', { name: '111 學年度 複習題（林教授）' });
    // 36 once its icons were single elements (an icon of Tabler's takes three to six).
    expect(row.getElementsByTagName('*').length).toBeLessThanOrEqual(36);
  });

  it('mounts a row action’s tooltip only once a mouse rests on it, and hides it when the mouse leaves', async () => {
    const user = userEvent.setup();
    renderStory(WithActions, <WithActions />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const remove = screen.getByRole('button', { name: '刪除 111 學年度 複習題（林教授）' });
    await user.hover(remove);
    expect((await screen.findByRole('tooltip')).textContent).toBe('刪除');
    await user.unhover(remove);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('marks a course awaiting an admin’s review and says what that means', () => {
    renderStory(PendingCourse, <PendingCourse />);
    expect(screen.getByRole('heading', { level: 1, name: '量子計算導論' })).toBeTruthy();
    expect(screen.getByText('待審核')).toBeTruthy();
    expect(
      screen.getByText('這門課是上傳考古題時新增的，正等待管理員確認；名稱可能會修正，或併入既有的課程。'),
    ).toBeTruthy();
  });
});
