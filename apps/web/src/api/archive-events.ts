import { routes } from '@pastexam/api-contract';
import type { ApiClient } from '../lib/api-client.ts';

/**
 * The address of the archive's event stream (its discussion's messages and its answers' changes) for an
 * EventSource, which cannot send the bearer token: a ticket for it first (POST /archives/{aid}/messages/ticket),
 * then GET …/events with the ticket and the cursor to resume from.
 */
export async function archiveEventsUrl(
  api: ApiClient,
  archiveId: number,
  after: string | null,
): Promise<string> {
  const params = { aid: String(archiveId) };
  const { ticket } = await api.call(routes.discussion.messageStreamTicket, { params });
  return api.url(routes.discussion.messageEvents, {
    params,
    query: after === null ? { ticket } : { ticket, after },
  });
}
