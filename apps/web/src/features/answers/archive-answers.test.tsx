import { type Answer, type ArchiveAnswers, answerEvents, routes } from '@pastexam/api-contract';
import { answerDraftKey } from '@pastexam/api-contract/browser-storage';
import { sampleAnswer } from '@pastexam/ui/answers/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createViewerLink, type ViewerLink } from '../../lib/viewer-link.ts';
import { meAnswer, refusal } from '../../testing/api-fixtures.ts';
import { renderSignedIn } from '../../testing/render-with-services.tsx';
import { TestEventSource } from '../../testing/test-event-source.ts';
import { matchRoute, type TestResponse, useTestServer } from '../../testing/test-server.ts';
import { ArchiveAnswersPanel } from './archive-answers.tsx';

const server = useTestServer();
const me = { uid: 7, is_admin: false };
const questions = [
  { id: 40, name: '第 1 題', page: 1, top: 0.1, status: 'confirmed' as const },
  { id: 41, name: '第 2 題', page: 1, top: 0.5, status: 'proposed' as const },
];
const hers = sampleAnswer({
  id: 500,
  question_id: 41,
  archive_id: 5,
  upvotes: 3,
  downvotes: 1,
  comment_count: 0,
});
const answersOf = (second: Answer[]): ArchiveAnswers => ({
  questions: [
    { question_id: 40, answers: [] },
    { question_id: 41, answers: second },
  ],
  is_expert: false,
  stream_cursor: '1000',
});

let respond: { vote: () => TestResponse; post: (body: unknown) => TestResponse };
beforeEach(async () => {
  localStorage.clear();
  respond = {
    vote: () => ({ status: 200, body: { ...hers, upvotes: 4, my_vote: 1 } }),
    post: (body) => ({
      status: 201,
      body: sampleAnswer({
        id: 600,
        question_id: 41,
        archive_id: 5,
        author: { id: me.uid, name: '我', is_admin: false },
        body: String(Reflect.get(Object(body), 'body')),
        upvotes: 0,
        downvotes: 0,
        comment_count: 0,
      }),
    }),
  };
  await server.start((request) => {
    if (matchRoute(routes.users.me, request)) return meAnswer(request);
    if (matchRoute(routes.questions.listQuestions, request))
      return { status: 200, body: { questions, locked: false, can_edit: true, can_lock: false } };
    if (matchRoute(routes.answers.listArchiveAnswers, request))
      return { status: 200, body: answersOf([hers]) };
    if (matchRoute(routes.answers.voteAnswer, request)) return respond.vote();
    if (matchRoute(routes.answers.postAnswer, request)) return respond.post(request.body);
    if (matchRoute(routes.discussion.messageStreamTicket, request))
      return { status: 200, body: { ticket: 'ticket-1', expires_in: 60 } };
    return { status: 404, body: { detail: '找不到此 API 路徑', code: 'not_found' } };
  });
});

async function renderPanel(link: ViewerLink = createViewerLink()) {
  TestEventSource.opened = [];
  await renderSignedIn(
    <ArchiveAnswersPanel archiveId={5} link={link} openEvents={(url) => new TestEventSource(url)} />,
    me,
  );
  return link;
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the answers beside an archive', () => {
  it('follows the question the viewer shows', async () => {
    const link = await renderPanel();
    expect(within(await section('第 1 題')).getByText('這題還沒有解答，寫下第一個吧。')).toBeTruthy();
    act(() => link.setPlace({ page: 1, top: 0.7 }));
    const second = await section('第 2 題');
    expect(await within(second).findByRole('article', { name: '阿華 的解答' })).toBeTruthy();
  });

  it('turns to the next question on a desktop by scrolling the viewer to it, and follows the viewer after', async () => {
    const link = await renderPanel();
    const asked: { page: number; top: number }[] = [];
    // A viewer at the end of its file: asked to go further down, it does not move.
    link.setGoTo((place) => asked.push(place));
    await section('第 1 題');
    await userEvent.click(screen.getByRole('button', { name: '下一題' }));
    expect(asked).toEqual([{ page: 1, top: 0.5 }]);
    // The question turned to is shown although the viewer's place has not reached it.
    expect(await section('第 2 題')).toBeTruthy();
    // The viewer lands (still short of 第 2 題), then the reader scrolls back up: the answers follow again.
    act(() => link.setPlace({ page: 1, top: 0.3 }));
    expect(await section('第 2 題')).toBeTruthy();
    act(() => link.setPlace({ page: 1, top: 0.2 }));
    expect(await section('第 1 題')).toBeTruthy();
  });

  it('shows a vote at once, and puts it back with the server’s reason when refused', async () => {
    const user = userEvent.setup();
    const link = await renderPanel();
    link.setPlace({ page: 1, top: 0.7 });
    const card = await within(await section('第 2 題')).findByRole('article', { name: '阿華 的解答' });
    await user.click(within(card).getByRole('button', { name: '贊成，3 票' }));
    expect(await within(card).findByRole('button', { name: '贊成，4 票' })).toBeTruthy();
    respond.vote = () => refusal('vote_rate_limited');
    await user.click(within(card).getByRole('button', { name: '反對，1 票' }));
    expect(await screen.findByText('投票太頻繁，請稍後再試')).toBeTruthy();
    await waitFor(() => expect(within(card).getByRole('button', { name: '反對，1 票' })).toBeTruthy());
  });

  it('keeps the answer being written until it is sent, then lists it', async () => {
    const user = userEvent.setup();
    const link = await renderPanel();
    link.setPlace({ page: 1, top: 0.7 });
    const second = await section('第 2 題');
    await user.click(within(second).getByRole('button', { name: '撰寫解答' }));
    await user.type(within(second).getByRole('textbox', { name: '解答內容' }), '答案是 $x^2$');
    expect(localStorage.getItem(answerDraftKey(41))).toContain('答案是 $x^2$');
    await user.click(within(second).getByRole('button', { name: '送出解答' }));
    expect(await within(second).findByRole('article', { name: '我 的解答' })).toBeTruthy();
    expect(localStorage.getItem(answerDraftKey(41))).toBeNull();
  });

  it('restores a draft left from an earlier visit', async () => {
    localStorage.setItem(answerDraftKey(40), JSON.stringify({ body: '寫到一半', saved_at: 1 }));
    await renderPanel();
    const first = await section('第 1 題');
    expect(within(first).getByText('已還原上次未送出的草稿')).toBeTruthy();
    expect(within(first).getByRole('textbox', { name: '解答內容' })).toHaveProperty('value', '寫到一半');
  });

  it('shows an answer written elsewhere as it arrives on the stream', async () => {
    const link = await renderPanel();
    link.setPlace({ page: 1, top: 0.7 });
    const second = await section('第 2 題');
    await waitFor(() => expect(TestEventSource.opened.length).toBe(1));
    const source = TestEventSource.opened[0];
    const {
      my_vote: _vote,
      can: _can,
      ...live
    } = sampleAnswer({
      id: 700,
      question_id: 41,
      archive_id: 5,
      author: { id: 9, name: '小華', is_admin: false },
      official: { by: null, at: '2026-11-21T12:00:00.000Z' },
    });
    act(() => {
      source?.open();
      source?.send(answerEvents.changed, live, '1001');
    });
    const arrived = await within(second).findByRole('article', { name: '小華 的解答' });
    expect(within(arrived).getByText('官方解答')).toBeTruthy();
    // Official first.
    expect(within(second).getAllByRole('article')[0]).toBe(arrived);
  });
});
