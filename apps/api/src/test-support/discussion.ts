import { type MessageEventsQuery, routes } from '@pastexam/api-contract';
import type { TestApp } from './app.ts';
import { insertArchive, insertCourse } from './archives.ts';
import type { TestClient } from './client.ts';
import { readEventStream } from './event-stream.ts';

/** A new archive in a new course, with no file: its discussion is what the test looks at. */
export async function discussedArchive(t: TestApp): Promise<{ id: number; aid: string }> {
  const course = await insertCourse(t);
  const archive = await insertArchive(t, { courseId: course.id });
  return { id: archive.id, aid: String(archive.id) };
}

/** Posts `body` as `token` through `client` (a new one unless given). */
export function post(t: TestApp, aid: string, token: string, body: string, client: TestClient = t.client()) {
  return client.call(routes.discussion.postMessage, { params: { aid }, body: { body } }, { token });
}

/** Posts and answers the message, failing the test if the post is refused. */
export function posted(t: TestApp, aid: string, token: string, body: string) {
  return t.client().output(routes.discussion.postMessage, { params: { aid }, body: { body } }, { token });
}

/** A ticket for `token` to open the archive's stream with. */
export async function ticketFor(t: TestApp, aid: string, token: string, client: TestClient = t.client()) {
  return (await client.output(routes.discussion.messageStreamTicket, { params: { aid } }, { token })).ticket;
}

/**
 * Opens the archive's event stream as an EventSource would (a ticket, no bearer token) through `client`, and
 * reads it; `after` and `lastEventId` resume from a cursor.
 */
export async function openStream(
  t: TestApp,
  aid: string,
  token: string,
  options: { client?: TestClient; after?: string; lastEventId?: string } = {},
) {
  const client = options.client ?? t.client();
  const query: MessageEventsQuery = { ticket: await ticketFor(t, aid, token, client) };
  if (options.after) query.after = options.after;
  const headers: Record<string, string> = options.lastEventId ? { 'last-event-id': options.lastEventId } : {};
  const answer = await client.raw(routes.discussion.messageEvents, { params: { aid }, query }, { headers });
  if (answer.status !== 200) throw new Error(`the stream answered ${answer.status}: ${await answer.text()}`);
  return readEventStream(answer);
}
