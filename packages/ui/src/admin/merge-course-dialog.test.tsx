import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStory, renderToSubmit } from '../test/render-story.tsx';
import { sampleCourses } from './fixtures.ts';
import * as stories from './merge-course-dialog.stories.tsx';

const { Default, Submitting } = composeStories(stories);

async function openTargets() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: /併入課程/ }));
  return screen.findByRole('listbox');
}

describe('MergeCourseDialog', () => {
  it('says what happens to the pending course and its archives', () => {
    renderStory(Default, <Default />);
    const dialog = screen.getByRole('dialog', { name: '合併課程' });
    expect(dialog.textContent).toContain(
      '「資料結購」的 1 份考古題會移到所選的課程（垃圾桶中的也是），「資料結購」隨即移除。',
    );
  });

  it('offers the existing courses by category, its own first, never a pending one', async () => {
    renderStory(Default, <Default />);
    const listbox = await openTargets();
    const groups = within(listbox)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label') ?? group.textContent?.split(/\s/)[0]);
    expect(groups[0]).toContain('大一課程');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).not.toContain('資料結購');
    expect(options).not.toContain('量子計算導論');
    expect(options).toHaveLength(sampleCourses(14).length);
  });

  it('asks for a course before merging, then hands over the chosen one', async () => {
    const { user, onSubmit } = renderToSubmit(Default);
    await user.click(screen.getByRole('button', { name: '合併' }));
    expect(screen.getByText('請選擇要併入的課程')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const listbox = await openTargets();
    await user.click(within(listbox).getByRole('option', { name: '資料結構' }));
    await user.click(screen.getByRole('button', { name: '合併' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('sends nothing twice while the merge runs', async () => {
    const { user, onSubmit } = renderToSubmit(Submitting);
    await user.click(screen.getByRole('button', { name: '合併' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
