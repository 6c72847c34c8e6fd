import type { ArchiveUpdate } from '@pastexam/api-contract';
import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectAlert } from '../../test/controls.ts';
import { renderStory, renderToSubmit } from '../../test/render-story.tsx';
import { chooseIn, fieldIn } from '../upload/dialog-queries.ts';
import * as stories from './archive-edit-dialog.stories.tsx';

const { Editing, EditingPhone, ImportedFromOriginal, Saving, ServerRefused, UploaderEditing } =
  composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: '編輯考古題' });
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: '儲存' }));

const inputLabelled = (label: string) => fieldIn(dialog(), label);
/** Types a new name over the archive's. */
async function rename(name: string) {
  await userEvent.clear(inputLabelled('考古題名稱'));
  await userEvent.type(inputLabelled('考古題名稱'), name);
}
/** The story's archive's fields as a save sends them, with `changes`. */
const fieldsWith = (changes: Partial<ArchiveUpdate>) => ({
  name: '第一次期中考',
  professor: '王大明',
  academic_year: 112,
  archive_type: 'midterm',
  has_answers: false,
  ...changes,
});
const choose = (label: string, option: string) => chooseIn(dialog(), label, option);

describe('ArchiveEditDialog', () => {
  it('starts from the archive as it is, in its current course', () => {
    renderStory(Editing, <Editing />);
    expect(inputLabelled('考古題名稱').value).toBe('第一次期中考');
    expect(inputLabelled('授課教授').value).toBe('王大明');
    expect(inputLabelled('學年度').value).toBe('112');
    expect(inputLabelled('考試類型').value).toBe('期中考');
    expect(inputLabelled('課程分類').value).toBe('大二課程');
    expect(inputLabelled('課程').value).toBe('資料結構');
  });

  it("shows an imported archive's year in the original system under 學年度, and sends it nowhere", async () => {
    const { onSubmit } = renderToSubmit(ImportedFromOriginal);
    expect(inputLabelled('學年度').value).toBe('111');
    // Read out with the field, as its description.
    const hint = within(dialog()).getByText('民國學年度，例如 113（原系統年份：2023）');
    expect(inputLabelled('學年度').getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    await save();
    expect(onSubmit.mock.lastCall?.[0]).not.toHaveProperty('legacy_academic_year');
  });

  it('says nothing of an original year for an archive uploaded here', () => {
    renderStory(Editing, <Editing />);
    expect(within(dialog()).queryByText(/原系統年份/)).toBeNull();
  });

  it('saves edited fields without moving the archive', async () => {
    const { onSubmit } = renderToSubmit(EditingPhone);
    await rename('期中考（修訂）');
    await choose('考試類型', '小考');
    await userEvent.click(within(dialog()).getByRole('switch', { name: '附解答' }));
    await save();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      fieldsWith({ name: '期中考（修訂）', archive_type: 'quiz', has_answers: true }),
    );
  });

  it('offers its uploader the fields only, never the course, and saves them', async () => {
    const { onSubmit } = renderToSubmit(UploaderEditing);
    expect(within(dialog()).queryByText('所屬課程')).toBeNull();
    expect(within(dialog()).queryByLabelText(/^課程分類/)).toBeNull();
    expect(within(dialog()).queryByText('新增課程')).toBeNull();
    await rename('第一次期中考（更正）');
    await save();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(fieldsWith({ name: '第一次期中考（更正）' }));
  });

  it('moves the archive to another existing course', async () => {
    const { onSubmit } = renderToSubmit(Editing);
    await choose('課程分類', '大三課程');
    await choose('課程', 'Operating Systems 作業系統');
    expect(within(dialog()).getByText('儲存後，這份考古題會移到所選的課程。')).toBeTruthy();
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ course_id: 5 });
  });

  it('moves the archive to a new course with its category', async () => {
    const { onSubmit } = renderToSubmit(Editing);
    await userEvent.click(within(dialog()).getByText('新增課程'));
    await userEvent.type(inputLabelled('新課程名稱'), '演算法');
    await save();
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({
      course_name: '演算法',
      course_category: 'sophomore',
    });
    expect(onSubmit.mock.lastCall?.[0]).not.toHaveProperty('course_id');
  });

  it('refuses invalid values in Chinese and sends nothing', async () => {
    const { onSubmit } = renderToSubmit(Editing);
    await userEvent.clear(inputLabelled('授課教授'));
    await userEvent.clear(inputLabelled('學年度'));
    await userEvent.type(inputLabelled('學年度'), '79');
    await choose('課程分類', '大四課程');
    await save();
    expect(within(dialog()).getByText('請輸入教授名稱')).toBeTruthy();
    expect(within(dialog()).getByText('學年度不可早於 80')).toBeTruthy();
    expect(within(dialog()).getByText('請選擇課程')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal', () => {
    renderStory(ServerRefused, <ServerRefused />);
    expectAlert(dialog(), '儲存失敗', '找不到這門課程');
  });

  it('while saving, cannot be saved again or closed', async () => {
    const onSubmit = fn();
    const onClose = fn();
    renderStory(Saving, <Saving onSubmit={onSubmit} onClose={onClose} />);
    await save();
    await userEvent.keyboard('{Escape}');
    expect(within(dialog()).getByRole('button', { name: '取消' }).hasAttribute('disabled')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
