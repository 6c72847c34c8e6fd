import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { describedByTexts, expectButtonsCallBack } from '../test/controls.ts';
import { renderStory, renderToSubmit } from '../test/render-story.tsx';
import * as stories from './issue-report-dialog.stories.tsx';

const {
  Empty,
  Filled,
  AtTheLimits,
  PopupBlocked,
  ByEmail,
  OwnTracker,
  NotConfigured,
  Loading,
  SettingUnavailable,
  Phone,
  Desktop,
} = composeStories(stories);

function field(label: string): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  const element = screen.getByLabelText(label, { exact: false });
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  )
    return element;
  throw new Error(`${label} is not a form field`);
}

function submitButton(): HTMLElement {
  return screen.getByRole('button', { name: '前往 GitHub 提交' });
}

function isDisabled(element: HTMLElement): boolean {
  return element.hasAttribute('disabled');
}

describe('IssueReportDialog', () => {
  it('is a dialog titled 問題回報 offering the five types, empty counters and the tracker note', () => {
    renderStory(Empty, <Empty />);
    const dialog = screen.getByRole('dialog', { name: '問題回報' });
    const options = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['請選擇問題類型', '程式錯誤', '功能建議', '效能問題', 'UI/UX 問題', '其他問題']);
    expect(within(dialog).getByText('0/100')).toBeTruthy();
    expect(within(dialog).getByText('0/2000')).toBeTruthy();
    expect(within(dialog).getByText(/請在 GitHub 頁面完成問題提交/)).toBeTruthy();
    expect(isDisabled(submitButton())).toBe(true);
  });

  it('counts characters as they are typed and ties each counter to its field', async () => {
    const user = userEvent.setup();
    renderStory(Empty, <Empty />);
    await user.type(field('標題'), '無法下載');
    await user.type(field('問題描述'), '按下載沒反應');
    expect(screen.getByText('4/100')).toBeTruthy();
    expect(screen.getByText('6/2000')).toBeTruthy();
    expect(describedByTexts(field('標題'))).toContain('4/100');
  });

  it('enables submit only with a type and a title and description that are not blank', async () => {
    const user = userEvent.setup();
    renderStory(Empty, <Empty />);
    await user.type(field('標題'), '   ');
    await user.type(field('問題描述'), '描述');
    await user.selectOptions(field('問題類型'), '效能問題');
    expect(isDisabled(submitButton())).toBe(true);
    await user.type(field('標題'), '很慢');
    expect(isDisabled(submitButton())).toBe(false);
    await user.clear(field('問題描述'));
    await user.type(field('問題描述'), '\n  ');
    expect(isDisabled(submitButton())).toBe(true);
  });

  it('hands over the trimmed form, contact included, on 前往 GitHub 提交', async () => {
    const { user, onSubmit } = renderToSubmit(Empty);
    await user.selectOptions(field('問題類型'), 'UI/UX 問題');
    await user.type(field('標題'), '  按鈕太小  ');
    await user.type(field('問題描述'), ' 手機上很難點 ');
    await user.type(field('聯絡方式'), 'me@example.edu');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      type: 'ui-ux',
      title: '按鈕太小',
      description: '手機上很難點',
      contact: 'me@example.edu',
    });
  });

  it('submits a filled form with Enter in the title', async () => {
    const { user, onSubmit } = renderToSubmit(Filled);
    await user.type(field('標題'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'bug', contact: 'student@example.edu' }),
    );
  });

  it('stops at 100 and 2000 characters and still submits at the limits', async () => {
    const { user, onSubmit } = renderToSubmit(AtTheLimits);
    expect(screen.getByText('100/100')).toBeTruthy();
    expect(screen.getByText('2000/2000')).toBeTruthy();
    await user.type(field('標題'), '多');
    await user.type(field('問題描述'), '多');
    expect(field('標題').value).toHaveLength(100);
    expect(field('問題描述').value).toHaveLength(2000);
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape and with 取消', async () => {
    const onClose = fn();
    renderStory(Filled, <Filled onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await expectButtonsCallBack({ 取消: onClose });
  });

  it('opens with a fresh form after it was closed', async () => {
    const user = userEvent.setup();
    const { rerender } = renderStory(Empty, <Empty />);
    await user.selectOptions(field('問題類型'), '功能建議');
    await user.type(field('標題'), '想要深色 PDF');
    rerender(<Empty opened={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<Empty opened />);
    expect(field('問題類型').value).toBe('');
    expect(field('標題').value).toBe('');
    expect(screen.getByText('0/100')).toBeTruthy();
  });

  it('when the new tab was blocked, warns and offers the tracker link in a new tab', async () => {
    const user = userEvent.setup();
    const onBlockedLinkFollowed = fn();
    renderStory(PopupBlocked, <PopupBlocked onBlockedLinkFollowed={onBlockedLinkFollowed} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('瀏覽器阻擋了新分頁')).toBeTruthy();
    const link = within(alert).getByRole('link', { name: '前往 GitHub 完成問題提交' });
    expect(link.getAttribute('href')).toBe(PopupBlocked.args.blockedUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // The test browser must not really leave for GitHub.
    window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    await user.click(link);
    expect(onBlockedLinkFollowed).toHaveBeenCalledTimes(1);
  });

  it('names the department’s own tracker by its host, and an e-mail target by the mail program', async () => {
    const { user, onSubmit } = renderToSubmit(OwnTracker);
    expect(screen.getByText(/請在 gitlab.cs.example.edu 頁面完成問題提交/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '前往 gitlab.cs.example.edu 提交' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('with a mailto: target, offers to send the report by e-mail', async () => {
    const { user, onSubmit } = renderToSubmit(ByEmail);
    expect(screen.getByText(/送出後會開啟電子郵件程式並帶入內容/)).toBeTruthy();
    expect(screen.queryByText(/GitHub/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '以電子郵件寄出' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: '預覽 PDF 時最後一頁空白' }));
  });

  it('without a target set on the server, says so and whom to ask, with no form to fill in', async () => {
    const onClose = fn();
    renderStory(NotConfigured, <NotConfigured onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '問題回報' });
    expect(within(dialog).getByText('尚未設定問題回報')).toBeTruthy();
    expect(within(dialog).getByText(/請直接聯絡系統管理者/)).toBeTruthy();
    expect(within(dialog).getByText(/ISSUE_REPORT_URL/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('link')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['while the setting loads', Loading, '正在取得問題回報的設定…'],
    [
      'when the setting could not be read',
      SettingUnavailable,
      '無法取得問題回報的設定，請關閉視窗後再試一次。',
    ],
  ])('keeps a filled form from being sent %s, and says why', async (_when, Story, note) => {
    const { user, onSubmit } = renderToSubmit(Story);
    expect(screen.getByText(note)).toBeTruthy();
    const submit = screen.getByRole('button', { name: '提交' });
    expect(isDisabled(submit)).toBe(true);
    await user.type(field('標題'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['a phone', Phone],
    ['a desktop', Desktop],
  ])('keeps every field and both buttons reachable on %s', (_width, Story) => {
    renderStory(Story, <Story />);
    const dialog = screen.getByRole('dialog', { name: '問題回報' });
    for (const name of ['問題類型', '標題', '問題描述', '聯絡方式（選填）'])
      expect(within(dialog).getByLabelText(name, { exact: false })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
    expect(isDisabled(within(dialog).getByRole('button', { name: '前往 GitHub 提交' }))).toBe(false);
  });
});
