import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../test/render-story.tsx';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as stories from './wish-dialog.stories.tsx';

const { Blank, Refused } = composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: '許願：資料結構' });

describe('WishDialog (許願)', () => {
  it('sends a wish naming nothing as one for any exam of the course', async () => {
    const { onSubmit } = renderWithSpies(Blank, 'onSubmit');
    await userEvent.click(within(dialog()).getByRole('button', { name: '許願' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      professor: null,
      academic_year: null,
      archive_type: null,
      note: null,
    });
  });

  it('sends what is filled in, trimmed, for the server to check', async () => {
    const { onSubmit } = renderWithSpies(Blank, 'onSubmit');
    await userEvent.type(within(dialog()).getByLabelText('教授（選填）'), '陳教授');
    await userEvent.type(within(dialog()).getByLabelText('學年度（選填）'), ' 113 ');
    await userEvent.type(within(dialog()).getByLabelText(/備註/), '想要有詳解的');
    await userEvent.click(within(dialog()).getByRole('button', { name: '許願' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      professor: '陳教授',
      academic_year: '113',
      archive_type: null,
      note: '想要有詳解的',
    });
  });

  it("shows the server's refusal", () => {
    renderStory(Refused, <Refused />);
    const alert = within(dialog()).getByText('無法許願').closest('[role="alert"]') ?? dialog();
    expect(alert.textContent).toContain('同時等待中的願望最多 20 個');
  });
});
