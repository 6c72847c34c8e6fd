import { composeStories } from '@storybook/react';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectEnterSendsNothing, expectStartsInAndEscapes } from '../test/controls.ts';
import { renderStory, renderToSubmit } from '../test/render-story.tsx';
import * as stories from './announcement-form-dialog.stories.tsx';

const { Create, EditScheduled, EditOff, Submitting, Phone } = composeStories(stories);

const titleField = () => screen.getByRole('textbox', { name: /標題/ });
const bodyField = () => screen.getByRole('textbox', { name: /內容/ });
const timeField = (label: string) => screen.getByLabelText(label);
const setTime = (label: string, value: string) => fireEvent.change(timeField(label), { target: { value } });

describe('AnnouncementFormDialog', () => {
  it('publishes a trimmed 重要 announcement whose window is read as Taipei time', async () => {
    const { user, onSubmit } = renderToSubmit(Create);
    expect(screen.getByRole('dialog', { name: '新增公告' })).toBeTruthy();
    await user.type(titleField(), '  停課通知  ');
    await user.type(bodyField(), '颱風停課一天。');
    await user.click(screen.getByRole('radio', { name: '重要' }));
    setTime('開始時間', '2026/08/01 08:00');
    setTime('結束時間', '2026/8/2 18:30');
    await user.click(screen.getByRole('button', { name: '發布' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      title: '停課通知',
      body: '颱風停課一天。',
      importance: 'important',
      active: true,
      starts_at: '2026-08-01T08:00:00+08:00',
      ends_at: '2026-08-02T18:30:00+08:00',
    });
  });

  it('says on each field what is wrong instead of publishing', async () => {
    const { user, onSubmit } = renderToSubmit(Create);
    await user.type(titleField(), '公'.repeat(151));
    setTime('開始時間', '2026/08/02 08:00');
    setTime('結束時間', '2026/08/01 08:00');
    await user.click(screen.getByRole('button', { name: '發布' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('公告標題最多 150 個字')).toBeTruthy();
    expect(screen.getByText('請輸入公告內容')).toBeTruthy();
    expect(screen.getByText('結束時間必須晚於開始時間')).toBeTruthy();
    expect(timeField('結束時間').getAttribute('aria-invalid')).toBe('true');
    // A new start settles the end's message.
    setTime('開始時間', '2026/07/30 08:00');
    expect(screen.queryByText('結束時間必須晚於開始時間')).toBeNull();
  });

  it('refuses a time typed in another format or that does not exist, in the product’s terms', async () => {
    const { user, onSubmit } = renderToSubmit(Create);
    await user.type(titleField(), '停課通知');
    await user.type(bodyField(), '颱風停課一天。');
    expect(timeField('開始時間').getAttribute('placeholder')).toBe('2026/11/28 09:00');
    setTime('開始時間', '08/01/2026 08:00 AM');
    setTime('結束時間', '2026/02/30 18:30');
    await user.click(screen.getByRole('button', { name: '發布' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('請輸入存在的日期與時間，例如 2026/11/28 09:00')).toHaveLength(2);
    expect(timeField('開始時間').getAttribute('aria-invalid')).toBe('true');
  });

  it('opens an announcement with its window in Taipei time, and saves it unchanged', async () => {
    const { user, onSubmit } = renderToSubmit(EditScheduled);
    expect(screen.getByRole('dialog', { name: '編輯公告' })).toBeTruthy();
    expect(timeField('開始時間')).toHaveProperty('value', '2026/07/01 00:00');
    expect(timeField('結束時間')).toHaveProperty('value', '2026/08/31 23:59');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        starts_at: '2026-07-01T00:00:00+08:00',
        ends_at: '2026-08-31T23:59:00+08:00',
      }),
    );
  });

  it('switches an announcement back on, keeping it 重要', async () => {
    const { user, onSubmit } = renderToSubmit(EditOff);
    expect(screen.getByRole('radio', { name: '重要' })).toHaveProperty('checked', true);
    const active = screen.getByRole('switch', { name: /啟用/ });
    expect(active).toHaveProperty('checked', false);
    await user.click(active);
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ active: true, importance: 'important', starts_at: null, ends_at: null }),
    );
  });

  it('previews the body as it will read', async () => {
    const user = userEvent.setup();
    renderStory(Create, <Create />);
    await user.click(screen.getByRole('tab', { name: '預覽' }));
    expect(screen.getByText('尚未輸入內容')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '撰寫' }));
    await user.type(bodyField(), '**粗體**');
    await user.click(screen.getByRole('tab', { name: '預覽' }));
    const panel = screen.getByRole('tabpanel', { name: '預覽' });
    expect((await within(panel).findByText('粗體')).tagName).toBe('STRONG');
  });

  it('does not save twice while saving', async () => {
    const { onSubmit } = renderToSubmit(Submitting);
    await expectEnterSendsNothing(titleField(), onSubmit);
  });

  it('starts typing in the title, closes with Escape, and fits a phone', async () => {
    const onClose = fn();
    const { unmount } = renderStory(Create, <Create onClose={onClose} />);
    await expectStartsInAndEscapes(titleField, onClose);
    unmount();
    renderStory(Phone, <Phone />);
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
  });
});
