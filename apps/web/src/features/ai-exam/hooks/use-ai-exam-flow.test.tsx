import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../testing/api-fixtures.ts';
import type { TestResponse } from '../../../testing/test-server.ts';
import { archive, courses, ok, withAiExamServer } from '../testing/ai-exam-server.ts';
import {
  aiDialog,
  chooseArchives,
  chooseProfessor,
  combobox,
  disabledOptions,
  keyDialog,
  open,
  openButton,
  options,
  pick,
  renderDialog,
  savedTask,
  saveTask,
  toasts,
} from '../testing/render-dialog.tsx';

/** Opening the AI exam modal, its key dialog and the choice of archives, against the loopback server. */
const api = withAiExamServer();

describe('opening', () => {
  it('checks a saved task while loading, then offers the choice; the course list is fetched once', async () => {
    saveTask('gone');
    renderDialog();
    const dialog = await open();
    expect(within(dialog).getByText('載入中...')).toBeTruthy();
    expect(await within(dialog).findByRole('combobox', { name: '課程分類' })).toBeTruthy();
    expect(savedTask()).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
    await open();
    await pick(await aiDialog(), '課程分類', '大二課程');
    expect(await screen.findByRole('option', { name: '資料結構', hidden: true })).toBeTruthy();
    expect(api.requests('courses')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'API Key 設定' })).toBeNull();
  });

  it('tells the user when the course list fails, and tries again on the next opening', async () => {
    api.answers.courses = refusal('internal_error');
    renderDialog();
    const dialog = await open();
    await waitFor(() => expect(toasts()).toEqual(['載入失敗 / 無法載入課程列表']));
    const tried = api.requests('courses').length;
    await userEvent.click(within(dialog).getByRole('button', { name: '關閉' }));
    api.answers.courses = ok(courses);
    await open();
    await waitFor(() => expect(api.requests('courses').length).toBe(tried + 1));
  });
});

describe('the API key', () => {
  /** Opens the modal for a user with no key: the key dialog comes first. */
  async function openWithoutKey() {
    api.answers.key = null;
    renderDialog();
    await userEvent.click(openButton());
    return keyDialog();
  }
  const keyField = (dialog: HTMLElement) => within(dialog).getByLabelText('Google Gemini API Key');

  /** Opens the key dialog through API Key 設定, as a user managing their key does. */
  async function askForKeyDialog() {
    await userEvent.click(within(await aiDialog()).getByRole('button', { name: 'API Key 設定' }));
    return keyDialog();
  }

  it('saves a trimmed key with a toast, and removes it with an empty string', async () => {
    await userEvent.type(keyField(await openWithoutKey()), ' AIzaKey9876 {Enter}');
    await waitFor(() => expect(toasts()).toEqual(['設定成功 / API Key 測試通過並已成功設定']));
    const dialog = await askForKeyDialog();
    expect(await within(dialog).findByText('已設定：****9876')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    expect(await within(dialog).findByText('尚未設定 API Key')).toBeTruthy();
    const bodies = api
      .requests('ai-exam/api-key')
      .filter((request) => request.method === 'PUT')
      .map((request) => JSON.parse(request.body));
    expect(bodies).toEqual([{ gemini_api_key: 'AIzaKey9876' }, { gemini_api_key: '' }]);
    expect(toasts()).toContain('移除成功 / API Key 已移除');
  });

  it('says 設定失敗 when the server refuses the key and 移除失敗 when removal fails', async () => {
    const dialog = await openWithoutKey();
    await userEvent.type(keyField(dialog), 'AIzaBad{Enter}');
    await waitFor(() => expect(toasts()).toEqual(['設定失敗 / 請確認 API Key 是否正確']));
    await userEvent.clear(keyField(dialog));
    await userEvent.type(keyField(dialog), 'AIzaGood{Enter}');
    api.answers.removeKey = refusal('provider_unavailable');
    const asked = await askForKeyDialog();
    await userEvent.click(await within(asked).findByRole('button', { name: '移除' }));
    await waitFor(() => expect(toasts()).toContain('移除失敗 / API Key 移除失敗，請稍後再試'));
    expect(within(asked).getByText('已設定：****Good')).toBeTruthy();
  });

  it('after a key is saved from the prompt, the dialog closes and the choice goes on where it was', async () => {
    await userEvent.type(keyField(await openWithoutKey()), 'AIzaKey9876{Enter}');
    const dialog = await aiDialog();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'API Key 設定' })).toBeNull());
    await chooseProfessor(dialog);
    expect(await within(dialog).findByText('找到 4 份考古題')).toBeTruthy();
  });

  it('opened through API Key 設定, the dialog stays after a save until the user closes it', async () => {
    await userEvent.type(keyField(await openWithoutKey()), 'AIzaKey1111{Enter}');
    const asked = await askForKeyDialog();
    await userEvent.click(within(asked).getByRole('button', { name: '移除' }));
    await userEvent.type(await within(asked).findByLabelText('Google Gemini API Key'), 'AIzaKey2222{Enter}');
    expect(await within(asked).findByText('已設定：****2222')).toBeTruthy();
    await userEvent.click(within(asked).getByRole('button', { name: '關閉' }));
    expect(await aiDialog()).toBeTruthy();
  });

  it('says so when the key status cannot be read, and asks again when the key dialog is opened', async () => {
    api.answers.keyStatus = refusal('internal_error');
    renderDialog();
    const dialog = await open();
    await waitFor(() => expect(toasts()).toEqual(['載入失敗 / 無法取得 API Key 狀態，請稍後再試']));
    api.answers.keyStatus = null;
    await userEvent.click(within(dialog).getByRole('button', { name: 'API Key 設定' }));
    expect(await within(await keyDialog()).findByText('已設定：****0000')).toBeTruthy();
  });
});

/** Renders and opens the dialog and picks 大二課程 › 資料結構 › 王教授, leaving 下一步 unpressed. */
async function pickProfessor() {
  const { queryClient } = renderDialog();
  const dialog = await open();
  await pick(dialog, '課程分類', '大二課程');
  await pick(dialog, '課程名稱', '資料結構');
  await pick(dialog, '教授', '王教授');
  return { dialog, queryClient };
}

/** Presses 下一步 after the archives the professors came from went stale, to be asked again and answered `answer`. */
async function nextOnStaleArchives(dialog: HTMLElement, queryClient: QueryClient, answer: TestResponse) {
  api.answers.archives.set('11', answer);
  await queryClient.invalidateQueries({ queryKey: ['courses', 11, 'archives'], refetchType: 'none' });
  await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
}

describe('choosing', () => {
  it('lists each professor once, and the archives newest first through the type filter', async () => {
    api.answers.archives.set(
      '11',
      ok([
        archive(1, { professor: '陳教授' }),
        archive(2, { academic_year: 112 }),
        archive(3, { academic_year: 113, archive_type: 'final' }),
        archive(4, { academic_year: 111, archive_type: 'quiz' }),
      ]),
    );
    renderDialog();
    const dialog = await open();
    await pick(dialog, '課程分類', '大二課程');
    await pick(dialog, '課程名稱', '資料結構');
    await waitFor(() => expect(combobox(dialog, '教授').disabled).toBe(false));
    await userEvent.click(combobox(dialog, '教授'));
    expect(options(dialog, '教授')).toEqual(['王教授', '陳教授'].sort((a, b) => a.localeCompare(b, 'zh-TW')));
    await userEvent.click(screen.getByRole('option', { name: '王教授', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('找到 2 份考古題')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent),
    ).toEqual([expect.stringContaining('考古題 3'), expect.stringContaining('考古題 2')]);
    await pick(dialog, '考古題類型', '期末考');
    expect(await within(dialog).findByText('找到 1 份考古題')).toBeTruthy();
  });

  it('back returns to the professor with the choice kept; a new professor starts with nothing ticked', async () => {
    api.answers.archives.set('11', ok([archive(1), archive(2), archive(3, { professor: '陳教授' })]));
    const dialog = await chooseArchives('考古題 1');
    await userEvent.click(within(dialog).getByRole('button', { name: '上一步' }));
    expect(combobox(dialog, '課程名稱').value).toBe('資料結構');
    expect(combobox(dialog, '教授').value).toBe('王教授');
    await pick(dialog, '教授', '陳教授');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(await within(dialog).findByText('（已選擇 0/3）')).toBeTruthy();
  });

  it('a new course brings its own professors; a new category clears course and professor', async () => {
    const { dialog } = await pickProfessor();
    await pick(dialog, '課程名稱', '計算機組織');
    expect(combobox(dialog, '教授').value).toBe('');
    await waitFor(() => expect(combobox(dialog, '教授').disabled).toBe(false));
    await userEvent.click(combobox(dialog, '教授'));
    expect(options(dialog, '教授')).toEqual(['李教授']);
    await pick(dialog, '課程分類', '大三課程');
    expect(combobox(dialog, '課程名稱').value).toBe('');
    expect(combobox(dialog, '教授').value).toBe('');
  });

  it('lists courses and professors without a midterm or final, disabled with the reason', async () => {
    api.answers.archives.set(
      '11',
      ok([archive(1), archive(2, { professor: '張教授', archive_type: 'quiz' })]),
    );
    renderDialog();
    const dialog = await open();
    await pick(dialog, '課程分類', '大二課程');
    await userEvent.click(combobox(dialog, '課程名稱'));
    expect(options(dialog, '課程名稱')).toEqual(['資料結構', '計算機組織', '離散數學（沒有期中考或期末考）']);
    expect(disabledOptions(dialog, '課程名稱')).toEqual(['離散數學（沒有期中考或期末考）']);
    await pick(dialog, '課程名稱', '資料結構');
    await waitFor(() => expect(combobox(dialog, '教授').disabled).toBe(false));
    await userEvent.click(combobox(dialog, '教授'));
    expect(disabledOptions(dialog, '教授')).toEqual(['張教授（沒有期中考或期末考）']);
  });

  it('errs when the professor’s midterms and finals are gone by the time 下一步 is pressed', async () => {
    const { dialog, queryClient } = await pickProfessor();
    // Meanwhile someone turned them into quizzes: the list the professors came from has gone stale.
    await nextOnStaleArchives(
      dialog,
      queryClient,
      ok([archive(1, { archive_type: 'quiz' }), archive(2, { archive_type: 'other' })]),
    );
    const notice = await within(dialog).findByRole('alert');
    expect(notice.textContent).toContain('找不到考古題');
    expect(notice.textContent).toContain('該教授沒有期中考或期末考');
    expect(within(dialog).getByRole('button', { name: '下一步' })).toBeTruthy();
  });

  it('tells the user when the professors or the archives cannot be loaded', async () => {
    api.answers.archives.set('11', refusal('course_not_found'));
    renderDialog();
    const dialog = await open();
    await pick(dialog, '課程分類', '大二課程');
    await pick(dialog, '課程名稱', '資料結構');
    await waitFor(() => expect(toasts()).toEqual(['載入失敗 / 無法載入教授清單']));
  });

  it('says 服務暫時無法使用 when the archives cannot be fetched again on 下一步', async () => {
    const { dialog, queryClient } = await pickProfessor();
    // The list the professors came from has gone stale, and the server is gone meanwhile.
    await nextOnStaleArchives(dialog, queryClient, refusal('course_not_found'));
    await waitFor(() => expect(toasts()).toContain('載入失敗 / 服務暫時無法使用，請稍後再試'));
    expect(combobox(dialog, '教授').value).toBe('王教授');
  });

  it('takes at most three archives, never a quiz, and a ticked one can be unticked', async () => {
    api.answers.archives.set(
      '11',
      ok([archive(1), archive(2), archive(3), archive(4), archive(5, { archive_type: 'quiz' })]),
    );
    const dialog = await chooseArchives('考古題 1', '考古題 2', '考古題 3');
    expect(within(dialog).queryByRole('checkbox', { name: '考古題 5' })).toBeNull();
    const fourth = within(dialog).getByRole('checkbox', { name: '考古題 4' });
    expect(fourth.hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '考古題 2' }));
    expect(fourth.hasAttribute('disabled')).toBe(false);
    expect(within(dialog).getByText('（已選擇 2/3）')).toBeTruthy();
  });

  it('does not start with nothing ticked', async () => {
    const dialog = await chooseArchives();
    expect(within(dialog).getByRole('button', { name: '開始生成' }).hasAttribute('disabled')).toBe(true);
  });
});
