/** What keeps a stream open: its keep-alive, and the session it was opened with. */
export type StreamSession = {
  /** How often the stream sends a comment (and checks that its session still holds). */
  keepAliveMs: number;
  /** False once the session the stream was opened with has ended. */
  stillAllowed: () => Promise<boolean>;
  /**
   * Calls `onChange` whenever that session may have ended (a logout, 登出所有裝置, a demotion, a deletion,
   * heard from any replica); the function returned stops it.
   */
  watchSession: (onChange: () => void) => () => void;
};

/** The open stream, as what fills it sees it. */
export type EventSink = {
  /** Sends one event; `id` is what an EventSource sends back as Last-Event-ID when it reconnects. */
  event(name: string, data: unknown, id?: string): void;
  /** Ends the stream: the client reconnects (to any replica). */
  end(): void;
  /** True once the stream ended, whoever ended it. */
  ended(): boolean;
};

/**
 * A Server-Sent Events answer (docs/decisions/017). `open` starts filling it and answers what stops that; the
 * stream sends a comment every keep-alive, and ends when the client goes, when `open`'s source ends it, and as
 * soon as its session ends.
 */
export function eventStream(session: StreamSession, open: (sink: EventSink) => () => void): Response {
  const encoder = new TextEncoder();
  let ended = false;
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  let stop = () => {};
  let unwatch = () => {};

  const send = (text: string) => {
    if (!ended) controller?.enqueue(encoder.encode(text));
  };
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    stop();
    unwatch();
  };
  const sink: EventSink = {
    event: (name, data, id) =>
      send(`${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
    end() {
      if (ended) return;
      finish();
      controller?.close();
    },
    ended: () => ended,
  };

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      // Sent at once, so that every proxy on the way passes the answer's headers on without waiting.
      send('retry: 3000\n: open\n\n');
      const stopOpen = open(sink);
      if (ended) {
        stopOpen();
        return;
      }
      stop = stopOpen;
      const checkSession = () =>
        session.stillAllowed().then(
          (allowed) => allowed || sink.end(),
          () => sink.end(),
        );
      // At once when the session changes; with every keep-alive for what no announcement covers (expiry).
      unwatch = session.watchSession(() => void checkSession());
      keepAlive = setInterval(() => {
        send(': keep-alive\n\n');
        void checkSession();
      }, session.keepAliveMs);
    },
    cancel: finish,
  });

  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and some other proxies buffer answers unless told not to.
      'x-accel-buffering': 'no',
    },
  });
}
