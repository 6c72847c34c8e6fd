import { MantineProvider } from '@mantine/core';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectLoadFailure } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import { FlagAnswerDialog } from './flag-answer-dialog.tsx';
import * as stories from './flags.stories.tsx';

const { OpenFlags, ResolvedFlags, NoFlags, LoadFailed, MyFlags, MyFlagsEmpty, FlagDialogRefused } =
  composeStories(stories);

describe('檢舉 for admins', () => {
  it('shows an answer’s reasons counted, each flag’s note, and resolves it as the admin chooses', async () => {
    const onResolve = fn();
    renderStory(OpenFlags, <OpenFlags onResolve={onResolve} />);
    expect(screen.getByText('疑似 AI 產生 × 2')).toBeTruthy();
    expect(screen.getByText('答案錯誤 × 1')).toBeTruthy();
    expect(screen.getByText(/第二步算錯/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '112 資料結構 期中考・第 2 題' }).getAttribute('href')).toBe(
      '/archive?course=3',
    );
    await userEvent.click(screen.getByRole('button', { name: '隱藏答案' }));
    expect(onResolve).toHaveBeenCalledWith(41, 'hidden');
  });

  it('says how a resolved answer was resolved, without buttons', () => {
    renderStory(ResolvedFlags, <ResolvedFlags />);
    expect(screen.getByText(/隱藏答案・管理員/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保留' })).toBeNull();
  });

  it('says when nothing waits, and offers 重新載入 when the list failed', async () => {
    renderStory(NoFlags, <NoFlags />);
    expect(screen.getByText('沒有待處理的檢舉')).toBeTruthy();
    await expectLoadFailure(LoadFailed, '無法載入檢舉', '待處理的檢舉');
  });
});

describe('我的檢舉', () => {
  it('tells the flagger each outcome, marking the unseen one new', () => {
    renderStory(MyFlags, <MyFlags />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('隱藏答案・新')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('管理員已隱藏這則解答')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('處理中')).toBeTruthy();
  });

  it('says when there is none', () => {
    renderStory(MyFlagsEmpty, <MyFlagsEmpty />);
    expect(screen.getByText('您還沒有檢舉任何解答')).toBeTruthy();
  });
});

describe('the flag dialog', () => {
  it('asks for a reason before sending, then sends it with the note', async () => {
    const onSubmit = fn();
    render(
      <MantineProvider>
        <FlagAnswerDialog opened onSubmit={onSubmit} onClose={fn()} />
      </MantineProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: '送出檢舉' }));
    expect(screen.getByText('請選擇檢舉理由')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '疑似 AI 產生' }));
    await userEvent.type(screen.getByRole('textbox', { name: /補充說明/ }), '像是複製的');
    await userEvent.click(screen.getByRole('button', { name: '送出檢舉' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'ai', note: '像是複製的' });
  });

  it('shows why the server refused the flag', async () => {
    renderStory(FlagDialogRefused, <FlagDialogRefused />);
    expect((await screen.findByRole('alert')).textContent).toContain('您已用這個理由檢舉過此解答');
  });
});
