import { ApiError } from '@pastexam/api-contract';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from './api-client.ts';
import { reconnectDelay } from './reconnect.ts';
import { useServices } from './services.tsx';

/** What the hook needs of the browser's EventSource; tests hand in their own. */
export type EventSourceLike = {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
};
export type OpenEventSource = (url: string) => EventSourceLike;

const openBrowserEventSource: OpenEventSource = (url) => new EventSource(url);

/** Which stream to follow, and how to reach it. */
export type StreamSource = {
  /** Names the stream: a new key opens a new stream. */
  key: string;
  /**
   * The address to open, with a fresh ticket, resuming after the cursor (null: from now). Read when the stream
   * (re)connects, so it need not keep its identity.
   */
  urlFor: (api: ApiClient, after: string | null) => Promise<string>;
};

/**
 * Follows an event stream (docs/decisions/017) from `startCursor` (undefined: not yet; null: from now), handing
 * each event named in `names` to `onEvent`. When the stream breaks (a network change, a replica that stops) it
 * reconnects with a growing wait and a fresh ticket, from the last event it got, so the server replays what
 * happened meanwhile. Answers whether it is reconnecting. `onEvent` should keep its identity (a callback), or
 * the stream restarts.
 */
export function useEventStream(
  source: StreamSource,
  startCursor: string | null | undefined,
  names: readonly string[],
  onEvent: (event: MessageEvent) => void,
  open: OpenEventSource = openBrowserEventSource,
): { reconnecting: boolean } {
  const { api } = useServices();
  const [reconnecting, setReconnecting] = useState(false);
  // Where to resume from: the first page's cursor, then the id of each event received.
  const cursor = useRef<string | null>(null);
  const started = startCursor !== undefined;
  if (cursor.current === null && startCursor !== undefined) cursor.current = startCursor;
  const eventNames = names.join(' ');
  const urlFor = useRef(source.urlFor);
  urlFor.current = source.urlFor;
  const { key } = source;

  useEffect(() => {
    if (!started || (typeof window.EventSource === 'undefined' && open === openBrowserEventSource)) return;
    let source: EventSourceLike | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const received = (event: MessageEvent) => {
      if (event.lastEventId) cursor.current = event.lastEventId;
      onEvent(event);
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
        url = await urlFor.current(api, cursor.current);
      } catch (error) {
        // Signed out (the client has ended the session) or what it shows is gone: nothing to reconnect to.
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return;
        return retry();
      }
      if (stopped) return;
      const opened = open(url);
      source = opened;
      for (const name of eventNames.split(' ')) opened.addEventListener(name, received);
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
  }, [api, onEvent, key, started, open, eventNames]);

  return { reconnecting };
}
