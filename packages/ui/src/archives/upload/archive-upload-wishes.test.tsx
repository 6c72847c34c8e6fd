import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../test/render-story.tsx';
import { renderWithSpies } from '../../test/render-with-spies.ts';
import * as stories from './archive-upload-dialog.stories.tsx';

const { ExamStepFulfilsWishes, FromWish, ExamStep } = composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: '上傳考古題' });

describe('ArchiveUploadDialog: wishes it fulfils', () => {
  it('notes how many wishes the upload would fulfil and how many people wait, and nothing when none', () => {
    const { unmount } = renderStory(ExamStepFulfilsWishes, <ExamStepFulfilsWishes />);
    expect(within(dialog()).getByRole('status').textContent).toBe('這份考古題會實現 2 個願望（3 人在等）');
    unmount();
    renderStory(ExamStep, <ExamStep />);
    expect(within(dialog()).queryByText(/會實現/)).toBeNull();
  });

  it("opens on the exam step filled in with a wish's professor, year and type, and describes that exam", async () => {
    const { onExamChange } = renderWithSpies(FromWish, 'onExamChange');
    const form = within(dialog()).getByRole('form', { name: '考試資訊' });
    for (const value of ['王大明', '113']) expect(within(form).getByDisplayValue(value)).toBeTruthy();
    // The type, and the name taken from it.
    expect(within(form).getAllByDisplayValue('期中考')).toHaveLength(2);
    await waitFor(() =>
      expect(onExamChange).toHaveBeenLastCalledWith({
        professor: '王大明',
        academic_year: 113,
        archive_type: 'midterm',
      }),
    );
  });
});
