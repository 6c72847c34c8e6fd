import { archiveEventsUrl } from '../api/archive-events.ts';
import { type OpenEventSource, useEventStream } from './event-stream.ts';

export type { EventSourceLike, OpenEventSource } from './event-stream.ts';

/**
 * Follows an archive's event stream (its discussion's messages and its answers' changes) from `startCursor`,
 * as useEventStream does any stream.
 */
export function useArchiveStream(
  archiveId: number,
  startCursor: string | undefined,
  names: readonly string[],
  onEvent: (event: MessageEvent) => void,
  open?: OpenEventSource,
): { reconnecting: boolean } {
  const source = {
    key: `archive:${archiveId}`,
    urlFor: (api: Parameters<typeof archiveEventsUrl>[0], after: string | null) =>
      archiveEventsUrl(api, archiveId, after),
  };
  return useEventStream(source, startCursor, names, onEvent, open);
}
