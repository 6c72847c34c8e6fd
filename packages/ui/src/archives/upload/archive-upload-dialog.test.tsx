import { composeStories } from '@storybook/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectAlert } from '../../test/controls.ts';
import { renderStory, renderToSubmit } from '../../test/render-story.tsx';
import * as stories from './archive-upload-dialog.stories.tsx';
import { chooseIn, fieldIn } from './dialog-queries.ts';
import { samplePdf } from './fixtures.ts';

const {
  CourseStep,
  CourseStepPhone,
  CoursePreselected,
  NewCourse,
  ExamStep,
  ExamStepInvalid,
  FileStep,
  FileStepPhone,
  FileTooLarge,
  FileStepServerLimit,
  FileLimitUnknown,
  FileNotPdf,
  FileNotPdfInside,
  FileDamaged,
  FileChecking,
  Summary,
  SummaryPhone,
  Submitting,
  ServerRefused,
  ServerRefusedPhone,
} = composeStories(stories);

const dialog = () => screen.getByRole('dialog', { name: '上傳考古題' });
const next = () => userEvent.click(within(dialog()).getByRole('button', { name: '下一步' }));
/** 下一步 once the chosen file's bytes have been read (the button spins until then). */
async function nextOnceChecked() {
  await waitFor(() => expect(within(dialog()).queryByRole('status')).toBeNull());
  await next();
}

const inputLabelled = (label: string) => fieldIn(dialog(), label);
const choose = (label: string, option: string) => chooseIn(dialog(), label, option);

describe('ArchiveUploadDialog', () => {
  it('walks course → exam information → file → summary and submits the checked values', async () => {
    const { onSubmit } = renderToSubmit(CourseStep);
    await choose('課程分類', '大二課程');
    await choose('課程', '資料結構');
    await next();
    expect(within(dialog()).getByRole('form', { name: '考試資訊' })).toBeTruthy();
    await userEvent.type(inputLabelled('授課教授'), '林美華');
    await userEvent.type(inputLabelled('學年度'), '111');
    await choose('考試類型', '期末考');
    await userEvent.type(inputLabelled('考古題名稱'), ' 第二次期末考 ');
    await userEvent.click(within(dialog()).getByRole('switch', { name: '附解答' }));
    await next();
    const file = samplePdf();
    const input = dialog().querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, file);
    expect(within(dialog()).getByText(`已選擇：${file.name}`, { exact: false })).toBeTruthy();
    await nextOnceChecked();
    const summary = within(dialog()).getByRole('form', { name: '確認' });
    expect(within(summary).getByText('資料結構（大二課程）')).toBeTruthy();
    expect(within(summary).getByText('期末考', { selector: 'td' })).toBeTruthy();
    const preview = within(summary).getByRole('region', { name: `${file.name} 的預覽` });
    expect(within(preview).getByRole('img', { name: '第 1 頁' })).toBeTruthy();
    expect(summary.querySelector('object, embed, iframe')).toBeNull();
    await userEvent.click(within(dialog()).getByRole('button', { name: '上傳' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      course: { course_id: 3 },
      professor: '林美華',
      academic_year: 111,
      archive_type: 'final',
      name: '第二次期末考',
      has_answers: true,
      file,
    });
  });

  it('names its steps in a line of their own on a phone, and beside the numbers on a desktop', () => {
    const { unmount } = renderStory(CourseStepPhone, <CourseStepPhone />);
    expect(within(dialog()).getByText('步驟 1/4：課程')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: /考試資訊/ })).toBeTruthy();
    unmount();
    renderStory(CourseStep, <CourseStep />);
    expect(within(dialog()).queryByText('步驟 1/4：課程')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: /考試資訊/ })).toBeTruthy();
  });

  it('will not leave the course step until a category and a course are chosen', async () => {
    renderStory(CourseStepPhone, <CourseStepPhone />);
    await next();
    expect(within(dialog()).getByText('請選擇課程分類')).toBeTruthy();
    await choose('課程分類', '大一課程');
    await next();
    expect(within(dialog()).getByText('請選擇課程')).toBeTruthy();
    expect(within(dialog()).getByRole('form', { name: '課程' })).toBeTruthy();
  });

  it('preselects the course being viewed, with its category, and reports the choice', async () => {
    const onCourseChange = fn();
    renderStory(CoursePreselected, <CoursePreselected onCourseChange={onCourseChange} />);
    expect(inputLabelled('課程分類').value).toBe('大二課程');
    expect(inputLabelled('課程').value).toBe('離散數學');
    expect(onCourseChange).toHaveBeenLastCalledWith(4);
  });

  it('tells a student a new course awaits review, and sends it as its name and category', async () => {
    const { onSubmit } = renderToSubmit(NewCourse);
    expect(inputLabelled('新課程名稱').value).toBe('深度學習');
    expect(within(dialog()).getByText('新課程會標示為「待審核」，由管理員確認或併入既有課程。')).toBeTruthy();
    await next();
    await next();
    await next();
    await userEvent.click(within(dialog()).getByRole('button', { name: '上傳' }));
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({
      course: { course_name: '深度學習', course_category: 'graduate' },
    });
  });

  it('refuses a blank new course name in Chinese', async () => {
    renderStory(NewCourse, <NewCourse />);
    await userEvent.clear(inputLabelled('新課程名稱'));
    await next();
    expect(within(dialog()).getByText('請輸入課程名稱')).toBeTruthy();
  });

  it('suggests the course’s professors as the user types or presses an arrow key, not on focus or a click', async () => {
    renderStory(ExamStep, <ExamStep />);
    const professor = inputLabelled('授課教授');
    await waitFor(() => expect(document.activeElement).toBe(professor));
    await userEvent.click(professor);
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.clear(professor);
    await userEvent.type(professor, '林');
    expect(await screen.findByRole('option', { name: '林美華' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: '林美華' })).toBeTruthy();
  });

  it('opens step 2 in 授課教授 with its suggestions closed, 學年度 left uncovered', async () => {
    renderStory(CourseStep, <CoursePreselected />);
    await next();
    await waitFor(() => expect(document.activeElement).toBe(inputLabelled('授課教授')));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('explains every invalid exam field with the server’s own messages', async () => {
    renderStory(ExamStepInvalid, <ExamStepInvalid />);
    await next();
    const form = within(dialog()).getByRole('form', { name: '考試資訊' });
    expect(within(form).getByText('請輸入教授名稱')).toBeTruthy();
    expect(within(form).getByText('學年度不可晚於 200')).toBeTruthy();
    expect(within(form).getByText('請選擇考試類型')).toBeTruthy();
    expect(within(form).getByText('請輸入考古題名稱')).toBeTruthy();
    await userEvent.clear(inputLabelled('學年度'));
    await next();
    expect(within(form).getByText('請輸入學年度')).toBeTruthy();
  });

  it('asks for a file before going on, and takes one dropped on the area', async () => {
    renderStory(FileStep, <FileStep />);
    await next();
    expect(within(dialog()).getByRole('alert').textContent).toBe('請選擇 PDF 檔案或照片');
    const file = samplePdf('拖曳.pdf');
    fireEvent.drop(within(dialog()).getByRole('group', { name: 'PDF 檔案或照片拖放區' }), {
      dataTransfer: { files: [file] },
    });
    expect(within(dialog()).getByText('已選擇：拖曳.pdf', { exact: false })).toBeTruthy();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await nextOnceChecked();
    expect(within(dialog()).getByRole('form', { name: '確認' })).toBeTruthy();
  });

  it('on a phone, offers the file chooser and says the limit', () => {
    renderStory(FileStepPhone, <FileStepPhone />);
    expect(within(dialog()).getByRole('button', { name: '選擇檔案' })).toBeTruthy();
    expect(within(dialog()).getByText('或使用下方按鈕選擇檔案（上限 10 MB）')).toBeTruthy();
  });

  it('refuses a file over the limit and one that is not a PDF, and stays on the file step', async () => {
    const { unmount } = renderStory(FileTooLarge, <FileTooLarge />);
    expect(within(dialog()).getByRole('alert').textContent).toBe('檔案超過 1 KB 上限');
    await next();
    expect(within(dialog()).getByRole('form', { name: '檔案' })).toBeTruthy();
    unmount();
    renderStory(FileNotPdf, <FileNotPdf />);
    expect(within(dialog()).getByRole('alert').textContent).toBe('只接受 PDF 檔案（.pdf）');
    await next();
    expect(within(dialog()).getByRole('form', { name: '檔案' })).toBeTruthy();
  });

  it('with a 20 MB server limit, says so, takes a 15 MB PDF and refuses a 21 MB one in the server’s words', async () => {
    renderStory(FileStepServerLimit, <FileStepServerLimit />);
    expect(within(dialog()).getByText('或使用下方按鈕選擇檔案（上限 20 MB）')).toBeTruthy();
    const input = dialog().querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, samplePdf('大.pdf', 21 * 1024 * 1024));
    expect(within(dialog()).getByRole('alert').textContent).toBe('檔案超過 20 MB 上限');
    await userEvent.upload(input, samplePdf('掃描.pdf', 15 * 1024 * 1024));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await nextOnceChecked();
    expect(within(dialog()).getByRole('form', { name: '確認' })).toBeTruthy();
  });

  it('while the limit is unknown, names none and leaves the size to the server', async () => {
    renderStory(FileLimitUnknown, <FileLimitUnknown />);
    expect(within(dialog()).getByText('或使用下方按鈕選擇檔案')).toBeTruthy();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await nextOnceChecked();
    expect(within(dialog()).getByRole('form', { name: '確認' })).toBeTruthy();
  });

  it('reads the file’s bytes as soon as it is chosen and refuses a renamed text file on the file step, in the server’s words', async () => {
    renderStory(FileNotPdfInside, <FileNotPdfInside />);
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toBe('檔案不是有效的 PDF');
    await next();
    expect(within(dialog()).getByRole('form', { name: '檔案' })).toBeTruthy();
    const input = dialog().querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const truncated = new File(['%PDF-1.4\n1 0 obj'], 'cut.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, truncated);
    expect((await within(dialog()).findByRole('alert')).textContent).toContain('PDF 檔案不完整');
  });

  it('refuses a file the PDF reader cannot open, with the server’s message for a damaged PDF', async () => {
    renderStory(FileDamaged, <FileDamaged />);
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('PDF 檔案已損毀，無法讀取');
    await next();
    expect(within(dialog()).getByRole('form', { name: '檔案' })).toBeTruthy();
  });

  it('waits for the file’s verdict before going on, and says it is checking', async () => {
    renderStory(FileChecking, <FileChecking />);
    expect(within(dialog()).getByRole('status').textContent).toBe('正在檢查檔案…');
    const button = within(dialog()).getByRole('button', { name: '下一步' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(within(dialog()).getByRole('form', { name: '檔案' }));
    expect(within(dialog()).getByRole('form', { name: '檔案' })).toBeTruthy();
  });

  it('goes back with 上一步 keeping what was typed', async () => {
    renderStory(SummaryPhone, <SummaryPhone />);
    await userEvent.click(within(dialog()).getByRole('button', { name: '上一步' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: '上一步' }));
    expect(inputLabelled('授課教授').value).toBe('王大明');
    await waitFor(() => expect(document.activeElement).toBe(inputLabelled('授課教授')));
  });

  it('submits with Enter and moves focus to the next step’s first field', async () => {
    renderStory(ExamStep, <ExamStep />);
    await userEvent.type(inputLabelled('考古題名稱'), '{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: '選擇檔案' })),
    );
  });

  it('shows the server’s refusal on the summary', () => {
    renderStory(ServerRefused, <ServerRefused />);
    expectAlert(dialog(), '上傳失敗', '檔案不是有效的 PDF');
  });

  it('on a phone, keeps 上一步 and 上傳 in a footer that stays put while the refused summary scrolls', () => {
    renderStory(ServerRefusedPhone, <ServerRefusedPhone />);
    expectAlert(dialog(), '上傳失敗', '找不到此課程');
    const footer = within(dialog()).getByRole('button', { name: '上傳' }).parentElement;
    expect(footer?.contains(within(dialog()).getByRole('button', { name: '上一步' }))).toBe(true);
    expect(footer && getComputedStyle(footer).position).toBe('sticky');
  });

  it('keeps the refusal while the draft is unchanged, and drops it once another file is chosen', async () => {
    renderStory(ServerRefused, <ServerRefused />);
    const back = () => userEvent.click(within(dialog()).getByRole('button', { name: '上一步' }));
    await back();
    await next();
    expect(within(dialog()).getByText('檔案不是有效的 PDF')).toBeTruthy();
    await back();
    const input = dialog().querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, samplePdf('另一份.pdf'));
    await nextOnceChecked();
    expect(within(dialog()).getByRole('form', { name: '確認' })).toBeTruthy();
    expect(within(dialog()).queryByText('檔案不是有效的 PDF')).toBeNull();
  });

  it('while uploading, blocks a second submit, going back and closing', async () => {
    const onSubmit = fn();
    const onClose = fn();
    renderStory(Submitting, <Submitting onSubmit={onSubmit} onClose={onClose} />);
    await userEvent.click(within(dialog()).getByRole('button', { name: '上傳' }));
    await userEvent.keyboard('{Escape}');
    expect(within(dialog()).getByRole('button', { name: '上一步' }).hasAttribute('disabled')).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts afresh each time it opens', async () => {
    const { rerender } = renderStory(Summary, <Summary />);
    rerender(<Summary opened={false} initialDraft={undefined} />);
    rerender(<Summary opened initialDraft={undefined} />);
    expect(within(dialog()).getByRole('form', { name: '課程' })).toBeTruthy();
    expect(inputLabelled('課程分類').value).toBe('');
  });
});
