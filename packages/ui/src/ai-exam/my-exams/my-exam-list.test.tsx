import type { TaskSummary } from '@pastexam/api-contract';
import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack, expectLoadFailure } from '../../test/controls.ts';
import { renderStory } from '../../test/render-story.tsx';
import { expectStoryButtonCallsBack, renderWithSpies } from '../../test/render-with-spies.ts';
import { formatTaipeiDateTime } from '../../time-format.ts';
import {
  completeTask,
  failedTask,
  pendingTask,
  runningTask,
  sampleTasks,
  unpractisedTask,
} from './fixtures.ts';
import * as stories from './my-exam-list.stories.tsx';

const { Default, MoreToLoad, Loading, LoadFailed, Empty, Phone } = composeStories(stories);

const rows = () => within(screen.getByRole('list', { name: '我的模擬試題' })).getAllByRole('listitem');

/** The row of `task`, among the rows the list shows. */
function rowOf(task: TaskSummary): HTMLElement {
  const row = rows()[sampleTasks.indexOf(task)];
  if (!row) throw new Error(`no row for ${task.title}`);
  return row;
}

/** Opens the menu of `task`'s row, as a user does. */
async function openRowMenu(task: TaskSummary): Promise<HTMLElement> {
  await userEvent.click(within(rowOf(task)).getByRole('button', { name: `「${task.title}」的更多動作` }));
  return screen.findByRole('menu');
}

/** Opens the menu of `task`'s row and picks `item` from it. */
async function chooseInRowMenu(task: TaskSummary, item: string): Promise<void> {
  await userEvent.click(within(await openRowMenu(task)).getByRole('menuitem', { name: item }));
}

/** The items the menu of `task`'s row offers, in order; the menu is closed again. */
async function rowMenuItems(task: TaskSummary): Promise<(string | null)[]> {
  const items = within(await openRowMenu(task))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return items;
}

describe('MyExamList', () => {
  it('lists each exam newest first with its status, course, professors, archives and date', () => {
    renderStory(Default, <Default />);
    const [pending, running, complete, unpractised, failed] = rows();
    expect(rows()).toHaveLength(sampleTasks.length);
    expect(pending?.textContent).toContain('作業系統 模擬試題');
    expect(pending?.textContent).toContain('等待中');
    expect(running?.textContent).toContain('生成中');
    expect(running?.textContent).toContain('演算法 · 林美華');
    expect(complete?.textContent).toContain('資料結構期末衝刺');
    expect(complete?.textContent).toContain('已完成');
    expect(complete?.textContent).toContain('資料結構 · 陳志明');
    expect(complete?.textContent).toContain('113 期末考、112 期中考');
    expect(complete?.textContent).toContain(formatTaipeiDateTime(completeTask.created_at));
    expect(unpractised?.textContent).toContain('已練習 0／12 題');
    expect(failed?.textContent).toContain('失敗');
  });

  it('shows how far a finished exam has been practised, with a labelled progress bar', () => {
    renderStory(Default, <Default />);
    const [, , complete, unpractised] = rows();
    if (!complete || !unpractised) throw new Error('missing rows');
    expect(complete.textContent).toContain('已練習 2／3 題 · 不會 1 題');
    const bar = within(complete).getByRole('progressbar', { name: `「${completeTask.title}」的練習進度` });
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
    expect(unpractised.textContent).not.toContain('不會');
    expect(within(rowOf(pendingTask)).queryByRole('progressbar')).toBeNull();
  });

  it('offers 開啟 on finished exams only, from the button and the title', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderWithSpies(Default, 'onOpen');
    const openButtons = screen
      .getAllByRole('button', { name: /^開啟/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(openButtons).toEqual([`開啟「${completeTask.title}」`, `開啟「${unpractisedTask.title}」`]);
    await user.click(screen.getByRole('button', { name: `開啟「${completeTask.title}」` }));
    expect(onOpen).toHaveBeenLastCalledWith(completeTask);
    await user.click(screen.getByRole('button', { name: unpractisedTask.title }));
    expect(onOpen).toHaveBeenLastCalledWith(unpractisedTask);
    for (const task of [pendingTask, runningTask, failedTask]) {
      expect(within(rowOf(task)).queryByRole('button', { name: task.title })).toBeNull();
    }
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('says why an exam failed and tries it again with 重試', async () => {
    const { onRetryTask } = renderWithSpies(Default, 'onRetryTask');
    const failed = rowOf(failedTask);
    expect(within(failed).getByText('Gemini 暫時無法處理請求，請稍後再試')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^重試/ })).toHaveLength(1);
    await expectButtonsCallBack({ [`重試「${failedTask.title}」`]: onRetryTask }, failed);
    expect(onRetryTask).toHaveBeenCalledWith(failedTask);
  });

  it('calls each menu action with its own row’s exam', async () => {
    const handlers = renderWithSpies(Default, 'onRename', 'onRegenerate', 'onDelete');
    await chooseInRowMenu(completeTask, '重新命名');
    expect(handlers.onRename).toHaveBeenCalledExactlyOnceWith(completeTask);
    await chooseInRowMenu(unpractisedTask, '再生成一次');
    expect(handlers.onRegenerate).toHaveBeenCalledExactlyOnceWith(unpractisedTask);
    await chooseInRowMenu(pendingTask, '刪除');
    expect(handlers.onDelete).toHaveBeenCalledExactlyOnceWith(pendingTask);
    expect(handlers.onRename).toHaveBeenCalledOnce();
  });

  it('offers renaming and generating again on finished exams only; any exam can be deleted', async () => {
    renderStory(Default, <Default />);
    expect(await rowMenuItems(completeTask)).toEqual(['重新命名', '再生成一次', '刪除']);
    expect(await rowMenuItems(failedTask)).toEqual(['刪除']);
    expect(await rowMenuItems(runningTask)).toEqual(['刪除']);
  });

  it('loads more on request', async () => {
    await expectStoryButtonCallsBack(MoreToLoad, '載入更多', 'onLoadMore');
  });

  it('never shows a failed load as an empty list', async () => {
    await expectLoadFailure(LoadFailed, '無法載入模擬試題', '還沒有模擬試題');
  });

  it('says it is loading', () => {
    renderStory(Loading, <Loading />);
    expect(screen.getByText('載入模擬試題中…')).toBeTruthy();
    expect(screen.queryByText('還沒有模擬試題')).toBeNull();
  });

  it('invites a user with no exams to generate one', async () => {
    const { onGenerate } = renderWithSpies(Empty, 'onGenerate');
    expect(screen.getByText('還沒有模擬試題')).toBeTruthy();
    await expectButtonsCallBack({ 生成模擬試題: onGenerate });
  });

  it('keeps every exam, its actions and 載入更多 at phone width', () => {
    renderStory(Phone, <Phone />);
    expect(rows()).toHaveLength(sampleTasks.length);
    expect(screen.getAllByRole('button', { name: /的更多動作$/ })).toHaveLength(sampleTasks.length);
    expect(screen.getByRole('button', { name: '載入更多' })).toBeTruthy();
  });
});
