import { ANSWER_MAX_LENGTH } from '@pastexam/api-contract';
import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './answer-editor.stories.tsx';

const { Empty, Written, TooLong, Refused, Restored, Editing } = composeStories(stories);

describe('AnswerEditor', () => {
  // The stories share their spies.
  beforeEach(() => {
    for (const spy of [Empty.args.onSubmit, Empty.args.onCancel, Empty.args.onChange]) spy?.mockClear();
  });

  it('sends nothing empty, counts what is typed and sends it with Ctrl+Enter', async () => {
    const user = userEvent.setup();
    renderStory(Empty, <Empty />);
    expect(screen.getByRole('button', { name: '送出解答' })).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: '解答內容' }), '答案是 42');
    expect(screen.getByText(`6 / ${ANSWER_MAX_LENGTH} 字`)).toBeTruthy();
    expect(Empty.args.onChange).toHaveBeenLastCalledWith('答案是 42');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(Empty.args.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders the answer as readers will see it under 預覽', async () => {
    const user = userEvent.setup();
    renderStory(Written, <Written />);
    await user.click(screen.getByRole('tab', { name: '預覽' }));
    expect(await screen.findByText('T(n) = 2T(n/2) + n', { selector: '.katex annotation' })).toBeTruthy();
    // The listing may follow in a later chunk, a frame after the formula.
    expect(await screen.findByText('return', { selector: '.hljs-keyword' })).toBeTruthy();
  });

  it('refuses an answer over the limit, saying so', async () => {
    const user = userEvent.setup();
    renderStory(TooLong, <TooLong />);
    expect(screen.getByText(`解答最多 ${ANSWER_MAX_LENGTH} 個字`)).toBeTruthy();
    const send = screen.getByRole('button', { name: '送出解答' });
    expect(send).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('textbox', { name: '解答內容' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(TooLong.args.onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s reason, a restored draft, and 儲存 when editing', () => {
    renderStory(Refused, <Refused />);
    expect(screen.getByRole('alert').textContent).toContain('解答送出太頻繁，請稍後再試');
  });

  it('says a draft was restored', () => {
    renderStory(Restored, <Restored />);
    expect(screen.getByText('已還原上次未送出的草稿')).toBeTruthy();
  });

  it('saves an edit with 儲存 and cancels with 取消', async () => {
    const user = userEvent.setup();
    renderStory(Editing, <Editing />);
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(Editing.args.onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(Editing.args.onCancel).toHaveBeenCalledTimes(1);
  });
});
