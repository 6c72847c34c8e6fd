import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueReportMessages } from '../i18n/compiled/issue-report.catalogue.ts';
import { loadCatalogue, loadLocale, translatorFor } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import { issueReportWording } from './destination.ts';
import * as stories from './issue-report-dialog.stories.tsx';

const { FilledEnglish, PopupBlockedEnglish, ByEmailEnglish, NotConfiguredEnglish } = composeStories(stories);

describe('IssueReportDialog in English', () => {
  beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(issueReportMessages, 'en')]));

  it('names the dialog, its fields and buttons in English, keeping what was typed', () => {
    renderStory(FilledEnglish, <FilledEnglish />);
    const dialog = screen.getByRole('dialog', { name: 'Report a problem' });
    expect(within(dialog).getByRole('combobox', { name: 'Type of problem' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      '預覽 PDF 時最後一頁空白',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Contact (optional)' })).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'Choose a type of problem' })).toBeTruthy();
    expect(within(dialog).getByText(/finish submitting the problem there/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Submit on GitHub' })).toBeTruthy();
  });

  it('offers the page the browser blocked behind a link', () => {
    renderStory(PopupBlockedEnglish, <PopupBlockedEnglish />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The browser blocked the new tab')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Finish submitting on GitHub' })).toBeTruthy();
  });

  it('sends by e-mail', () => {
    renderStory(ByEmailEnglish, <ByEmailEnglish />);
    expect(screen.getByRole('button', { name: 'Send by email' })).toBeTruthy();
  });

  it('says whom to ask when the server has no target', () => {
    renderStory(NotConfiguredEnglish, <NotConfiguredEnglish />);
    expect(screen.getByText('Problem reports aren’t set up')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Got it' })).toBeTruthy();
  });

  it('words the toasts after it for a page and an e-mail', () => {
    const t = translatorFor(issueReportMessages, 'en');
    expect(issueReportWording({ kind: 'page', site: 'GitHub' }, t).doneTitle).toBe('Opened GitHub');
    expect(issueReportWording({ kind: 'email' }, t).doneTitle).toBe('Email program opened');
    expect(
      issueReportWording({ kind: 'page', site: 'GitHub' }, translatorFor(issueReportMessages, 'zh-TW')),
    ).toEqual(
      expect.objectContaining({ submit: '前往 GitHub 提交', doneMessage: '請在 GitHub 頁面完成問題提交' }),
    );
  });
});
