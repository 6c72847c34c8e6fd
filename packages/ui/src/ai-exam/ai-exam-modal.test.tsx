import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectAlert, expectButtonsCallBack } from '../test/controls.ts';
import { optionsOf } from '../test/options.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './ai-exam-modal.stories.tsx';
import { sampleArchivesUsed, sampleExam } from './exam/fixtures.ts';
import { modalWidthPx } from './modal-width.ts';

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
  ResultTextOnly,
  ErrorStep,
} = composeStories(stories);

function dialog() {
  return screen.getByRole('dialog', { name: 'AI 生成模擬試題' });
}

function button(name: string) {
  return within(dialog()).getByRole('button', { name });
}

/** An option of the open list by its text (happy-dom leaves the styled parts out of its accessible name). */
function optionWithText(text: string): HTMLElement {
  const found = screen
    .queryAllByRole('option', { hidden: true })
    .find((option) => option.textContent === text);
  if (!found) throw new Error(`no option ${text}`);
  return found;
}

function isDisabled(element: HTMLElement) {
  return element.hasAttribute('disabled') || element.getAttribute('data-disabled') === 'true';
}

describe('AiExamModal', () => {
  it('is titled AI 生成模擬試題, 900px wide, shows 載入中 and always offers the key settings', async () => {
    const onOpenApiKey = fn();
    renderStory(Loading, <Loading onOpenApiKey={onOpenApiKey} />);
    expect(modalWidthPx(dialog())).toBe(900);
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

  it('lists courses and professors without a midterm or final as disabled, saying why', async () => {
    const story = SelectProfessorReady.args.handlers;
    if (!story) throw new Error('the story has no handlers');
    const handlers = { ...story, onCourseChange: fn(), onProfessorChange: fn() };
    renderStory(SelectProfessorReady, <SelectProfessorReady handlers={handlers} />);
    for (const [label, usable, unusable] of [
      ['課程名稱', ['資料結構', '計算機組織'], '離散數學'],
      ['教授', ['王教授', '陳教授'], '張教授'],
    ] as const) {
      const select = within(dialog()).getByRole('combobox', { name: label });
      await userEvent.click(select);
      const shown = await optionsOf(select);
      expect(shown).toEqual(expect.arrayContaining([...usable, `${unusable}（沒有期中考或期末考）`]));
      const disabled = optionWithText(`${unusable}（沒有期中考或期末考）`);
      expect(disabled.getAttribute('aria-disabled')).toBe('true');
      for (const name of usable) expect(optionWithText(name).hasAttribute('aria-disabled')).toBe(false);
      await userEvent.click(disabled);
      await userEvent.keyboard('{Escape}');
    }
    expect(handlers.onCourseChange).not.toHaveBeenCalled();
    expect(handlers.onProfessorChange).not.toHaveBeenCalled();
  });

  it('lets the course and professor lists be filtered by typing', async () => {
    renderStory(SelectProfessorReady, <SelectProfessorReady />);
    for (const [label, typed, left] of [
      ['課程名稱', '計算', '計算機組織'],
      ['教授', '陳', '陳教授'],
    ] as const) {
      const select = within(dialog()).getByRole('combobox', { name: label });
      if (!(select instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
      // Typing over the chosen name, as a user who selects it and types does.
      await userEvent.type(select, typed, {
        initialSelectionStart: 0,
        initialSelectionEnd: select.value.length,
      });
      expect(await optionsOf(select)).toEqual([left]);
      await userEvent.keyboard('{Escape}');
    }
  });

  it('filters by type with 期中考 and 期末考 only, and the filter can be cleared', async () => {
    const handlers = SelectArchivesFilteredEmpty.args.handlers;
    renderStory(SelectArchivesFilteredEmpty, <SelectArchivesFilteredEmpty />);
    // Mantine hides its clear button from assistive technology; reselecting the chosen type also clears it.
    await userEvent.click(within(dialog()).getByLabelText('清除類型篩選'));
    expect(handlers?.onTypeFilterChange).toHaveBeenLastCalledWith(null);
    const select = within(dialog()).getByRole('combobox', { name: '考古題類型' });
    await userEvent.click(select);
    expect(await optionsOf(select)).toEqual(['期中考', '期末考']);
    await userEvent.click(screen.getByRole('option', { name: '期中考', hidden: true }));
    expect(handlers?.onTypeFilterChange).toHaveBeenLastCalledWith('midterm');
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
    expect(within(dialog()).getByText('找到 5 份考古題')).toBeTruthy();
    expect(within(dialog()).getAllByText('113 學年度 · 期末考')).toHaveLength(1);
    // An archive named only 期中考 says its type once: in its name.
    const plain = within(dialog()).getByRole('checkbox', { name: '期中考' }).closest('li');
    expect(plain?.textContent).toBe('期中考110 學年度');
    expect(within(dialog()).getByText('建議選擇 2-3 份考古題以獲得最佳生成效果')).toBeTruthy();
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
    expect(boxes.map((box) => box.hasAttribute('disabled'))).toEqual([false, false, false, true, true]);
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

  it('shows the archives used, the exam to practise, and copy, downloads, regenerate and the full page', async () => {
    const story = Result.args.handlers;
    if (!story) throw new Error('the story has no handlers');
    const handlers = { onCopy: fn(), onDownload: fn(), onPrint: fn(), onRegenerate: fn(), onOpenPage: fn() };
    renderStory(Result, <Result handlers={{ ...story, ...handlers }} />);
    const used = within(dialog()).getByRole('list', { name: '使用的考古題' });
    expect(
      within(used)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['113 - 期末考', '112 - 期中考']);
    expect(within(dialog()).getByRole('heading', { level: 2, name: sampleExam.title })).toBeTruthy();
    expect(within(dialog()).queryByTestId('ai-exam-content')).toBeNull();
    await expectButtonsCallBack(
      {
        複製: handlers.onCopy,
        '下載 TXT': handlers.onDownload,
        '下載 PDF': handlers.onPrint,
        重新生成: handlers.onRegenerate,
        開啟完整頁面: handlers.onOpenPage,
      },
      dialog(),
    );
  });

  it('hands a question’s mark and a source chip’s click up from the rendered exam', async () => {
    const handlers = Result.args.handlers;
    renderStory(Result, <Result />);
    // The story's marks have 第 1 題 as 會: pressing it again clears the mark.
    const first = within(dialog()).getByRole('group', { name: '第 1 題的掌握程度' });
    await userEvent.click(within(first).getByRole('button', { name: '會' }));
    expect(handlers?.onMark).toHaveBeenLastCalledWith('0-0', null);
    await userEvent.click(within(dialog()).getByRole('button', { name: '開啟 113 期末考 第 3 題' }));
    expect(handlers?.onOpenSource).toHaveBeenLastCalledWith(
      { archive_id: 1, page: 2, question: '3' },
      sampleArchivesUsed[0],
    );
  });

  it('shows an old task’s text as written when it has no structured exam', async () => {
    const handlers = ResultTextOnly.args.handlers;
    renderStory(ResultTextOnly, <ResultTextOnly />);
    expect(within(dialog()).getByTestId('ai-exam-content').textContent).toContain('==== 參考答案 ====');
    expect(within(dialog()).queryByRole('button', { name: '顯示解答' })).toBeNull();
    await userEvent.click(button('下載 PDF'));
    expect(handlers?.onPrint).toHaveBeenCalled();
  });

  it('shows the failure and a 重試 button', async () => {
    const handlers = ErrorStep.args.handlers;
    renderStory(ErrorStep, <ErrorStep />);
    expectAlert(dialog(), '生成失敗', '生成失敗，請稍後再試');
    await userEvent.click(button('重試'));
    expect(handlers?.onRetry).toHaveBeenCalledTimes(1);
  });
});
