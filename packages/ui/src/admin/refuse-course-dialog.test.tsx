import { composeStories } from '@storybook/react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory, renderToSubmit } from '../test/render-story.tsx';
import * as stories from './refuse-course-dialog.stories.tsx';

const { Default, Submitting } = composeStories(stories);

const reasonField = () => screen.getByRole('textbox', { name: /退回原因/ });

describe('RefuseCourseDialog', () => {
  it('says what goes and that the uploaders are told', () => {
    renderStory(Default, <Default />);
    const dialog = screen.getByRole('dialog', { name: '退回課程' });
    expect(dialog.textContent).toContain(
      '「量子計算導論」會被刪除，其 2 份考古題移到垃圾桶（可在垃圾桶還原）。上傳者會收到未通過審核的通知。',
    );
  });

  it('hands over the reason written, trimmed, or null when none was', async () => {
    const { user, onSubmit } = renderToSubmit(Default);
    await user.click(screen.getByRole('button', { name: '退回並刪除' }));
    expect(onSubmit).toHaveBeenLastCalledWith(null);
    await user.type(reasonField(), '  課名有誤，請重新上傳 ');
    await user.click(screen.getByRole('button', { name: '退回並刪除' }));
    expect(onSubmit).toHaveBeenLastCalledWith('課名有誤，請重新上傳');
  });

  it('refuses a reason over 500 characters, saying so', async () => {
    const { user, onSubmit } = renderToSubmit(Default);
    fireEvent.change(reasonField(), { target: { value: '字'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: '退回並刪除' }));
    expect(screen.getByText('退回原因最多 500 個字')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends nothing twice while the refusal runs', async () => {
    const { user, onSubmit } = renderToSubmit(Submitting);
    await user.click(screen.getByRole('button', { name: '退回並刪除' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
