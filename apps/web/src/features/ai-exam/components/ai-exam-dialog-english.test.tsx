import { storageKeys } from '@pastexam/api-contract/browser-storage';
import { loadCatalogue, loadLocale, translatorFor } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { claimsFor, makeToken } from '../../../testing/tokens.ts';
import { noticeIn } from '../flow/reducer.ts';
import { ok, task, withAiExamServer } from '../testing/ai-exam-server.ts';

const api = withAiExamServer();

beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(aiExamMessages, 'en')]));

async function openModal() {
  renderApp('/archive', { token: makeToken(claimsFor({ name: '王小明' })), locale: 'en' });
  await userEvent.click(await screen.findByRole('button', { name: 'AI mock exam' }));
}

describe('AI exam dialog in English', () => {
  it('asks for a key and says how saving it went in English', async () => {
    api.answers.key = null;
    await openModal();
    const dialog = await screen.findByRole('dialog', { name: 'API key settings' });
    const field = within(dialog).getByLabelText('Google Gemini API key');
    await userEvent.type(field, 'AIzaBad{Enter}');
    expect(await screen.findByText('Check that the API key is correct.')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'AIzaGood{Enter}');
    expect(await screen.findByText('Your API key passed the test and has been saved.')).toBeTruthy();
    const modal = await screen.findByRole('dialog', { name: 'Generate a mock exam with AI' });
    expect(await within(modal).findByRole('combobox', { name: 'Course category' })).toBeTruthy();
  });

  it('asks in English before starting over from a generated exam', async () => {
    api.answers.key = '0000';
    api.answers.tasks.set('task-9', ok(task('task-9', 'complete', '模擬試題內容')));
    localStorage.setItem(
      storageKeys.aiExamCurrentTask,
      JSON.stringify({
        taskId: 'task-9',
        displayInfo: { course_name: '資料結構', professor: '王教授' },
        timestamp: 1,
      }),
    );
    await openModal();
    const modal = await screen.findByRole('dialog', { name: 'Generate a mock exam with AI' });
    expect(await within(modal).findByText('模擬試題內容')).toBeTruthy();
    await userEvent.click(within(modal).getByRole('button', { name: 'Start over' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start over?' });
    expect(confirm.textContent).toContain('This mock exam stays in “My mock exams”');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue' }));
    expect(await within(modal).findByRole('combobox', { name: 'Course category' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(storageKeys.aiExamCurrentTask)).toBeNull());
  });

  it('says a professor’s missing exams in English', () => {
    expect(noticeIn(translatorFor(aiExamMessages, 'en'), 'noMidtermOrFinal')).toEqual({
      kind: 'error',
      title: 'No past exams found',
      message: 'This professor has no midterm or final in this course.',
    });
  });
});
