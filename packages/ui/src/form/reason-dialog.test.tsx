import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { formMessages } from '../i18n/compiled/form.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderWithSpies } from '../test/render-with-spies.ts';
import * as stories from './reason-dialog.stories.tsx';

const { Blank, BlankEnglish } = composeStories(stories);

describe('ReasonDialog (檢舉解答, 回報問題)', () => {
  it('asks for a reason before sending, then sends it with the trimmed note', async () => {
    const { onSubmit } = renderWithSpies(Blank, 'onSubmit');
    await userEvent.click(screen.getByRole('button', { name: '送出檢舉' }));
    expect(await screen.findByText('請選擇檢舉理由')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '關閉檢舉解答' })).toBeTruthy();
    expect(screen.getByText('最多 200 個字')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '其他' }));
    await userEvent.type(screen.getByRole('textbox', { name: '補充說明（選填）' }), '  第二題  ');
    await userEvent.click(screen.getByRole('button', { name: '送出檢舉' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ reason: 'other', note: '第二題' });
  });
});

describe('ReasonDialog in English', () => {
  beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(formMessages, 'en')]));

  it('says its own words in English', async () => {
    renderWithSpies(BlankEnglish, 'onSubmit', 'onClose');
    expect(screen.getByRole('button', { name: 'Close Report answer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Details (optional)' })).toBeTruthy();
    expect(screen.getByText('Up to 200 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason')).toBeTruthy();
  });
});
