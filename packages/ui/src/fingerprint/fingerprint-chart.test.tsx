import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './fingerprint-chart.stories.tsx';

const { FewYears, ManyYears, AsTable, Empty, Loading, LoadFailed } = composeStories(stories);

/** The table's rows as a reader hears them: the row header, then each cell. */
function tableRows() {
  const table = screen.getByRole('table', { name: /各主題每學年度的題數/ });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('FingerprintChart', () => {
  it('draws the heatmap for sighted readers and gives screen readers the same counts as a table', () => {
    render(<FewYears />);
    expect(screen.getByRole('region', { name: '出題熱度圖' })).toBeTruthy();
    expect(screen.getByTestId('fingerprint-heatmap').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('table').closest('table')?.querySelector('caption')?.textContent).toBe(
      '演算法（張教授）各主題每學年度的題數',
    );
    expect(tableRows()).toEqual([
      ['主題', '108 學年度', '111 學年度', '112 學年度', '合計', '最近出題', '多年未考'],
      ['演算法（整個領域）', '3', '2', '3', '8', '112 學年度', '否'],
      ['演算法 › 排序', '1', '2', '2', '5', '112 學年度', '否'],
      ['演算法 › 圖論', '2', '0', '0', '2', '108 學年度', '多年未考'],
      ['演算法 › 動態規劃', '0', '1', '1', '2', '112 學年度', '否'],
      ['資料結構（整個領域）', '1', '1', '0', '2', '111 學年度', '否'],
      ['資料結構 › 堆積', '1', '1', '0', '2', '111 學年度', '否'],
    ]);
    // The heatmap marks the same topic, shading each count and leaving none blank.
    const heatmap = screen.getByTestId('fingerprint-heatmap');
    expect(within(heatmap).getAllByText('多年未考')).toHaveLength(1);
    const cells = [...heatmap.querySelectorAll('[data-level]')];
    expect(cells.map((cell) => cell.getAttribute('data-level'))).toContain('4');
    expect(
      cells
        .filter((cell) => cell.textContent === '')
        .every((cell) => cell.getAttribute('data-level') === '0'),
    ).toBe(true);
  });

  it('switches to the table with 以表格檢視, and the professor with the picker', async () => {
    const user = userEvent.setup();
    const onProfessorChange = fn();
    render(<FewYears onProfessorChange={onProfessorChange} />);
    await user.click(screen.getByRole('radio', { name: '以表格檢視' }));
    expect(screen.queryByRole('region', { name: '出題熱度圖' })).toBeNull();
    expect(within(screen.getByRole('region', { name: '出題分析表格' })).getByRole('table')).toBeTruthy();

    const picker = screen.getByRole('combobox', { name: '教授' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['全部教授', '李教授', '張教授']);
    await user.selectOptions(picker, '李教授');
    expect(onProfessorChange).toHaveBeenLastCalledWith('李教授');
    await user.selectOptions(picker, '全部教授');
    expect(onProfessorChange).toHaveBeenLastCalledWith(null);
  });

  it('shows every year of many as a column and opens on the table when asked to', () => {
    const { unmount } = render(<ManyYears />);
    expect(tableRows()[0]).toHaveLength(14 + 4);
    expect(screen.getAllByText('多年未考', { selector: '[aria-hidden] *' }).length).toBeGreaterThan(0);
    unmount();
    render(<AsTable />);
    expect(screen.getByRole('region', { name: '出題分析表格' })).toBeTruthy();
  });

  it('explains an empty chart and links to the topics', async () => {
    const user = userEvent.setup();
    const onOpenTopics = fn();
    render(<Empty onOpenTopics={onOpenTopics} />);
    expect(screen.getByText('還沒有題目帶有已確認的主題。')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const link = screen.getByRole('link', { name: '看看有哪些主題' });
    expect(link.getAttribute('href')).toBe('/topics');
    await user.click(link);
    expect(onOpenTopics).toHaveBeenCalledOnce();
  });

  it('says it is loading, or that it failed with 重試', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Loading />);
    expect(screen.getByRole('status', { name: '正在載入出題分析' })).toBeTruthy();
    unmount();
    const onRetry = fn();
    render(<LoadFailed onRetry={onRetry} />);
    expect(screen.getByText('無法載入出題分析')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
