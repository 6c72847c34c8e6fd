import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './question-answers.stories.tsx';

const { Default, Empty, Loading, LoadFailed, Writing, PhonePager } = composeStories(stories);

describe('QuestionAnswers', () => {
  it('lists the answers in the order given, with 撰寫解答 and the AI button beside it', async () => {
    const user = userEvent.setup();
    renderStory(Default, <Default />);
    const section = screen.getByRole('region', { name: '第 2 題' });
    // Each answer is drawn once its text is rendered, one more after each frame.
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('article')
          .map((article) => article.getAttribute('aria-label')),
      ).toEqual(['阿華 的解答', '阿華 的解答', '小明 的解答', '小明 的解答']),
    );
    expect(within(section).getByText('4 則解答')).toBeTruthy();
    expect(within(section).getByRole('button', { name: '請 AI 試答' })).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: '撰寫解答' }));
    expect(Default.args.onWrite).toHaveBeenCalledTimes(1);
  });

  it('invites the first answer when there is none', () => {
    renderStory(Empty, <Empty />);
    expect(screen.getByText('這題還沒有解答，寫下第一個吧。')).toBeTruthy();
  });

  it('says when the answers load or could not be loaded', async () => {
    const user = userEvent.setup();
    const { unmount } = renderStory(Loading, <Loading />);
    expect(screen.getByRole('status')).toBeTruthy();
    unmount();
    renderStory(LoadFailed, <LoadFailed />);
    expect(screen.getByText('無法載入解答，請稍後再試')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重試' }));
    expect(LoadFailed.args.onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts the editor in place of 撰寫解答 while writing', () => {
    renderStory(Writing, <Writing />);
    expect(screen.queryByRole('button', { name: '撰寫解答' })).toBeNull();
    expect(screen.getByRole('form', { name: '撰寫解答' })).toBeTruthy();
  });

  it('shows the region above the answers on a phone', () => {
    renderStory(PhonePager, <PhonePager />);
    expect(screen.getByRole('img', { name: '第 2 題的題目' })).toBeTruthy();
    expect(screen.getByText('第 2 / 5 題')).toBeTruthy();
  });
});
