import { type DiscussionMessage, discussionEvents, discussionMessageSchema } from '@pastexam/api-contract';

/** One Server-Sent Event as a browser's EventSource would hand it over, or a comment line. */
export type StreamEvent =
  | { kind: 'event'; id: string | null; event: string; data: string }
  | { kind: 'comment'; text: string };

/** How long a test waits for an event before it fails, far longer than a delivery takes on a busy machine. */
const WAIT_MS = 10_000;

/**
 * Reads a text/event-stream answer as it arrives: `next` waits for the next event that satisfies a test,
 * failing after a while with what did arrive; `close` lets go of the stream, as a closed tab would.
 */
export function readEventStream(response: Response) {
  if (!response.body) throw new Error('the answer has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const seen: StreamEvent[] = [];
  let buffer = '';
  let ended = false;
  let wake = () => {};

  function parse(block: string) {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        seen.push({ kind: 'comment', text: line.slice(1).trim() });
        continue;
      }
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
    }
    if (fields.data !== undefined || fields.event !== undefined) {
      seen.push({
        kind: 'event',
        id: fields.id ?? null,
        event: fields.event ?? 'message',
        data: fields.data ?? '',
      });
    }
  }

  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Cancelled by `close`, or the connection broke: either way the stream has ended.
    } finally {
      ended = true;
      wake();
    }
  })();

  let taken = 0;
  /** Resolves once anything new arrives or the stream ends. */
  const changed = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });

  return {
    /** Everything received so far. */
    seen,
    /** True once the server ended the stream (or it broke). */
    ended: () => ended,
    /** The next event after those already taken that `matches`, skipping the rest. */
    async next(
      matches: (event: Extract<StreamEvent, { kind: 'event' }>) => boolean = () => true,
      waitMs = WAIT_MS,
    ) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        while (taken < seen.length) {
          const candidate = seen[taken++];
          if (candidate?.kind === 'event' && matches(candidate)) return candidate;
        }
        if (ended) throw new Error(`the stream ended first; it sent ${JSON.stringify(seen)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such event in time; the stream sent ${JSON.stringify(seen)}`);
        await Promise.race([changed(), new Promise((resolve) => setTimeout(resolve, left))]);
      }
    },
    /** Waits until the server ends the stream. */
    async end(waitMs = WAIT_MS) {
      const deadline = Date.now() + waitMs;
      while (!ended) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('the stream is still open');
        await Promise.race([changed(), new Promise((resolve) => setTimeout(resolve, left))]);
      }
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

export type EventStreamReader = ReturnType<typeof readEventStream>;

/** The message an event carries. */
export const messageOf = (event: { data: string }): DiscussionMessage =>
  discussionMessageSchema.parse(JSON.parse(event.data));

const discussionEventNames: readonly string[] = Object.values(discussionEvents);

/** An event of the discussion's own, not one another area (the answers) sends on the same stream. */
export const isDiscussionEvent = (event: { event: string }) => discussionEventNames.includes(event.event);
