import { routes } from '@pastexam/api-contract';
import { sampleAnswer } from '@pastexam/ui/answers/fixtures';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createViewerLink } from '../../lib/viewer-link.ts';
import { meAnswer } from '../../testing/api-fixtures.ts';
import { loadEnglish } from '../../testing/load-english.ts';
import { renderSignedIn } from '../../testing/render-with-services.tsx';
import { TestEventSource } from '../../testing/test-event-source.ts';
import { matchRoute, useTestServer } from '../../testing/test-server.ts';
import { ArchiveAnswersPanel } from './archive-answers.tsx';

const server = useTestServer();
const me = { uid: 7, is_admin: false };
const theirs = sampleAnswer({
  id: 500,
  question_id: 40,
  archive_id: 5,
  upvotes: 3,
  downvotes: 1,
  comment_count: 0,
});

beforeAll(() => loadEnglish(answersMessages));

/** The panel in English, the server answering with these questions (each with `theirs` as its answer). */
async function renderPanel(questions: { id: number; name: string; page: number; top: number }[]) {
  await server.start((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.questions.listQuestions, request))
      return {
        status: 200,
        body: {
          questions: questions.map((question) => ({ ...question, status: 'confirmed' })),
          locked: false,
          can_edit: true,
          can_lock: false,
        },
      };
    if (matchRoute(routes.answers.listArchiveAnswers, request))
      return {
        status: 200,
        body: {
          questions: questions.map((question) => ({ question_id: question.id, answers: [theirs] })),
          is_expert: false,
          stream_cursor: '1000',
        },
      };
    // A failure without a code: the app's own words say it.
    if (matchRoute(routes.answers.voteAnswer, request)) return { status: 500, body: { detail: 'boom' } };
    if (matchRoute(routes.discussion.messageStreamTicket, request))
      return { status: 200, body: { ticket: 'ticket-1', expires_in: 60 } };
    return { status: 404, body: { detail: 'Not found', code: 'not_found' } };
  });
  TestEventSource.opened = [];
  const link = createViewerLink();
  await renderSignedIn(
    <ArchiveAnswersPanel archiveId={5} link={link} openEvents={(url) => new TestEventSource(url)} />,
    me,
    { locale: 'en' },
  );
  return link;
}

describe('the answers beside an archive, in English', () => {
  it('says that an exam without questions has no answers to show yet', async () => {
    await renderPanel([]);
    expect(await screen.findByText('This past exam has no questions yet')).toBeTruthy();
    expect(
      screen.getByText('Once its questions are marked out, each question’s answers will appear here.'),
    ).toBeTruthy();
  });

  it('says in English that a vote could not be sent', async () => {
    const link = await renderPanel([{ id: 40, name: 'Problem 1', page: 1, top: 0.1 }]);
    act(() => link.setPlace({ page: 1, top: 0.2 }));
    const section = await screen.findByRole('region', { name: 'Problem 1' });
    const card = await within(section).findByRole('article', { name: /^Answer by / });
    await userEvent.click(within(card).getByRole('button', { name: 'Upvote, 3 votes' }));
    expect(await screen.findByText('Couldn’t vote')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });
});
