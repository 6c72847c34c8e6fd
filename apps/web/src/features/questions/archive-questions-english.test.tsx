import { routes } from '@pastexam/api-contract';
import { ConfirmProvider } from '@pastexam/ui/confirm-dialog';
import { questionsMessages } from '@pastexam/ui/messages/questions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { meAnswer } from '../../testing/api-fixtures.ts';
import { loadEnglish } from '../../testing/load-english.ts';
import { renderSignedIn } from '../../testing/render-with-services.tsx';
import { matchRoute, useTestServer } from '../../testing/test-server.ts';
import { ArchiveQuestions } from './archive-questions.tsx';

const server = useTestServer();
beforeAll(() => loadEnglish(questionsMessages));

describe('question starts on the viewer, in English', () => {
  it('asks before removing a start, and says in English that the change failed', async () => {
    await server.start((request) => {
      if (matchRoute(routes.users.me, request)) return meAnswer(request);
      if (matchRoute(routes.questions.listQuestions, request))
        return {
          status: 200,
          body: {
            questions: [{ id: 1, name: 'Problem 1', page: 1, top: 0.2, status: 'confirmed' }],
            locked: false,
            can_edit: true,
            can_lock: false,
          },
        };
      // A failure without a code: the app's own words say it.
      if (matchRoute(routes.questions.removeQuestion, request))
        return { status: 500, body: { detail: 'boom' } };
      return { status: 404, body: { detail: 'Not found', code: 'not_found' } };
    });
    await renderSignedIn(
      <ConfirmProvider>
        <ArchiveQuestions archiveId={5}>
          {(Layer) => (
            <div data-page={1} style={{ position: 'relative', height: 400 }}>
              {Layer && <Layer page={1} pageCount={1} />}
            </div>
          )}
        </ArchiveQuestions>
      </ConfirmProvider>,
      { uid: 7, is_admin: false },
      { locale: 'en' },
    );
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: /^Start of Problem 1/ })).focus();
    await user.keyboard('{Delete}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete question start' });
    expect(
      within(dialog).getByText('Delete the start of “Problem 1”? The questions after it will be renumbered.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Couldn’t change the questions')).toBeTruthy();
    expect(screen.getByText('Couldn’t change the questions. Please try again later')).toBeTruthy();
  });
});
