import { ApiError, discussionEvents, discussionMessageSchema } from '@pastexam/api-contract';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import { useServices } from '../../lib/services.tsx';
import { messageEventsUrl, useMergeMessage } from './api/messages.ts';
import { reconnectDelay } from './reconnect.ts';

/** What the hook needs of the browser's EventSource; tests hand in their own. */
export type EventSourceLike = {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
};
export type OpenEventSource = (url: string) => EventSourceLike;

const openBrowserEventSource: OpenEventSource = (url) => new EventSource(url);

/**
 * Keeps the archive's discussion live (product §4.10, docs/decisions/017): an EventSource on its event stream
 * from the cursor of the first page, each message written or deleted put into the query's pages. When the stream
 * breaks (a network change, a replica that stops) it reconnects with a growing wait and a fresh ticket, from the
 * last event it got, so the server replays what happened meanwhile. Answers whether it is reconnecting.
 */
export function useMessageStream(
  archiveId: number,
  startCursor: string | undefined,
  open: OpenEventSource = openBrowserEventSource,
): { reconnecting: boolean } {
  const { api, queryClient } = useServices();
  const merge = useMergeMessage(archiveId);
  const [reconnecting, setReconnecting] = useState(false);
  // Where to resume from: the first page's cursor, then the id of each event received.
  const cursor = useRef<string | null>(null);
  const started = startCursor !== undefined;
  if (cursor.current === null && startCursor !== undefined) cursor.current = startCursor;

  useEffect(() => {
    if (!started || (typeof window.EventSource === 'undefined' && open === openBrowserEventSource)) return;
    let source: EventSourceLike | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const received = (event: MessageEvent) => {
      if (event.lastEventId) cursor.current = event.lastEventId;
      if (event.type === discussionEvents.reset) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.archiveMessages(archiveId) });
        return;
      }
      const parsed = discussionMessageSchema.safeParse(JSON.parse(String(event.data)));
      if (parsed.success && parsed.data.archive_id === archiveId) merge(parsed.data);
    };

    const retry = () => {
      if (stopped) return;
      setReconnecting(true);
      timer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };

    async function connect() {
      let url: string;
      try {
        url = await messageEventsUrl(api, archiveId, cursor.current);
      } catch (error) {
        // Signed out (the client has ended the session) or the archive is gone: nothing to reconnect to.
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return;
        return retry();
      }
      if (stopped) return;
      const opened = open(url);
      source = opened;
      for (const name of Object.values(discussionEvents)) opened.addEventListener(name, received);
      opened.onopen = () => {
        attempt = 0;
        setReconnecting(false);
      };
      // The browser would retry by itself with the same ticket, which may have expired: we do it, with a new one.
      opened.onerror = () => {
        opened.close();
        if (source === opened) source = null;
        retry();
      };
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [api, queryClient, merge, archiveId, started, open]);

  return { reconnecting };
}
