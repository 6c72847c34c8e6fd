import { type DiscussionMessage, routes } from '@pastexam/api-contract';
import { discussionMessages } from '@pastexam/ui/messages/discussion';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { meAnswer } from '../../testing/api-fixtures.ts';
import { loadEnglish } from '../../testing/load-english.ts';
import { renderSignedIn } from '../../testing/render-with-services.tsx';
import { TestEventSource } from '../../testing/test-event-source.ts';
import { matchRoute, useTestServer } from '../../testing/test-server.ts';
import { ArchiveDiscussion } from './archive-discussion.tsx';

const server = useTestServer();
const me = { uid: 7, is_admin: false };
const mine: DiscussionMessage = {
  id: 2,
  archive_id: 5,
  author: { id: me.uid, name: 'Mei', is_admin: false },
  body: 'I got 42 too',
  created_at: '2026-11-21T12:00:00.000Z',
  deleted_at: null,
};

beforeAll(() => loadEnglish(discussionMessages));

describe('the discussion beside an archive, in English', () => {
  it('asks before deleting a message, and says in English that the delete failed', async () => {
    await server.start((request) => {
      if (matchRoute(routes.users.me, request)) return meAnswer(request);
      if (matchRoute(routes.discussion.listMessages, request))
        return { status: 200, body: { messages: [mine], has_more: false, stream_cursor: '1000' } };
      if (matchRoute(routes.discussion.messageStreamTicket, request))
        return { status: 200, body: { ticket: 'ticket-1', expires_in: 60 } };
      // A failure without a code: the app's own words say it.
      if (matchRoute(routes.discussion.deleteMessage, request))
        return { status: 500, body: { detail: 'boom' } };
      return { status: 404, body: { detail: 'Not found', code: 'not_found' } };
    });
    await renderSignedIn(
      <ArchiveDiscussion archiveId={5} openEvents={(url) => new TestEventSource(url)} />,
      me,
      { locale: 'en' },
    );
    const list = within(await screen.findByRole('list', { name: 'Messages' }));
    const user = userEvent.setup();
    await user.click(
      within(list.getByRole('listitem', { name: 'Message from Mei' })).getByRole('button', {
        name: 'Delete message',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete message' });
    expect(
      within(dialog).getByText(
        'Delete this message? Others will see “This message was deleted” in its place.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Couldn’t delete')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });
});
