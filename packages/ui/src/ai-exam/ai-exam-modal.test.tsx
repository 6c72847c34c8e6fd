import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './ai-exam-modal.stories.tsx';

const {
  Loading,
  SelectProfessorEmpty,
  SelectProfessorReady,
  NoArchivesWarning,
  NoMidtermOrFinal,
  SelectArchivesNone,
  SelectArchivesFull,
  SelectArchivesFullPhone,
  SelectArchivesFilteredEmpty,
  Generating,
  Result,
  ErrorStep,
} = composeStories(stories);

function dialog() {
  return screen.getByRole('dialog', { name: 'AI 生成模擬試題' });
}

function button(name: string) {
  return within(dialog()).getByRole('button', { name });
}

function isDisabled(element: HTMLElement) {
  return element.hasAttribute('disabled') || element.getAttribute('data-disabled') === 'true';
}

describe('AiExamModal', () => {
  it('is titled AI 生成模擬試題, shows 載入中 and always offers the key settings', async () => {
    const onOpenApiKey = fn();
    renderStory(Loading, <Loading onOpenApiKey={onOpenApiKey} />);
    expect(within(dialog()).getByText('載入中...')).toBeTruthy();
    await userEvent.click(button('API Key 設定'));
    expect(onOpenApiKey).toHaveBeenCalledTimes(1);
  });

  it('keeps course and professor and 下一步 disabled until the ones before are chosen', () => {
    renderStory(SelectProfessorEmpty, <SelectProfessorEmpty />);
    expect(isDisabled(within(dialog()).getByRole('combobox', { name: '課程名稱' }))).toBe(true);
    expect(isDisabled(within(dialog()).getByRole('combobox', { name: '教授' }))).toBe(true);
    expect(isDisabled(button('下一步'))).toBe(true);
  });

  it('reports a chosen category and enables 下一步 once all three are chosen', async () => {
    const handlers = SelectProfessorReady.args.handlers;
    renderStory(SelectProfessorReady, <SelectProfessorReady />);
    expect(isDisabled(button('下一步'))).toBe(false);
    await userEvent.click(button('下一步'));
    expect(handlers?.onNext).toHaveBeenCalled();
    await userEvent.click(within(dialog()).getByRole('combobox', { name: '課程分類' }));
    await userEvent.click(await screen.findByRole('option', { name: '大三課程' }));
    expect(handlers?.onCategoryChange).toHaveBeenLastCalledWith('junior');
    await userEvent.click(within(dialog()).getByRole('combobox', { name: '課程名稱' }));
    await userEvent.click(await screen.findByRole('option', { name: '計算機組織' }));
    expect(handlers?.onCourseChange).toHaveBeenLastCalledWith(12);
  });

  it('shows the warning for a professor without archives and the error for one without midterm or final', () => {
    const { unmount } = renderStory(NoArchivesWarning, <NoArchivesWarning />);
    expect(within(screen.getByRole('alert')).getByText('該教授沒有考古題')).toBeTruthy();
    unmount();
    renderStory(NoMidtermOrFinal, <NoMidtermOrFinal />);
    expect(within(screen.getByRole('alert')).getByText('該教授沒有期中考或期末考')).toBeTruthy();
  });

  it('lists archives with year and type, counts them, and blocks 開始生成 with none selected', async () => {
    const handlers = SelectArchivesNone.args.handlers;
    renderStory(SelectArchivesNone, <SelectArchivesNone />);
    expect(within(dialog()).getByText('找到 4 份考古題')).toBeTruthy();
    expect(within(dialog()).getAllByText('113 學年度 · 期末考')).toHaveLength(1);
    expect(within(dialog()).getByText('（已選擇 0/3）')).toBeTruthy();
    expect(isDisabled(button('開始生成'))).toBe(true);
    const [first] = within(dialog()).getAllByRole('checkbox');
    if (!first) throw new Error('no archive checkbox');
    await userEvent.click(first);
    expect(handlers?.onToggleArchive).toHaveBeenCalledWith(1);
    await userEvent.click(button('上一步'));
    expect(handlers?.onBack).toHaveBeenCalled();
  });

  it.each([
    ['desktop', SelectArchivesFull],
    ['phone', SelectArchivesFullPhone],
  ])('with three selected disables the fourth but lets a chosen one be unticked (%s)', async (_, Story) => {
    renderStory(Story, <Story />);
    const boxes = within(dialog()).getAllByRole('checkbox');
    expect(boxes.map((box) => box.hasAttribute('disabled'))).toEqual([false, false, false, true]);
    expect(within(dialog()).getByText('（已選擇 3/3）')).toBeTruthy();
    expect(isDisabled(button('開始生成'))).toBe(false);
  });

  it('says so when the type filter leaves no midterm or final', () => {
    renderStory(SelectArchivesFilteredEmpty, <SelectArchivesFilteredEmpty />);
    expect(within(dialog()).getByText('找不到該教授的期中考或期末考')).toBeTruthy();
    expect(within(dialog()).getByText('找到 0 份考古題')).toBeTruthy();
  });

  it('tells the user generating takes 2-5 minutes and names what is analysed', () => {
    renderStory(Generating, <Generating />);
    expect(within(dialog()).getByText('這可能需要 2-5 分鐘，您可以關閉視窗稍後再回來查看結果')).toBeTruthy();
    expect(within(dialog()).getByText('資料結構 - 王教授')).toBeTruthy();
  });

  it('shows the archives used, the text, and copy, download and regenerate', async () => {
    const handlers = Result.args.handlers;
    renderStory(Result, <Result />);
    const used = within(dialog()).getByRole('list', { name: '使用的考古題' });
    expect(
      within(used)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['113 - 資料結構期末考', '113 - 資料結構期中考']);
    expect(within(dialog()).getByTestId('ai-exam-content').textContent).toContain('==== 參考答案 ====');
    await userEvent.click(button('複製'));
    await userEvent.click(button('下載 TXT'));
    await userEvent.click(button('重新生成'));
    expect(handlers?.onCopy).toHaveBeenCalledTimes(1);
    expect(handlers?.onDownload).toHaveBeenCalledTimes(1);
    expect(handlers?.onRegenerate).toHaveBeenCalledTimes(1);
  });

  it('shows the failure and a 重試 button', async () => {
    const handlers = ErrorStep.args.handlers;
    renderStory(ErrorStep, <ErrorStep />);
    const alert = within(dialog()).getByRole('alert');
    expect(within(alert).getByText('生成失敗')).toBeTruthy();
    expect(within(alert).getByText('生成失敗，請稍後再試')).toBeTruthy();
    await userEvent.click(button('重試'));
    expect(handlers?.onRetry).toHaveBeenCalledTimes(1);
  });
});
