import { discussionEvents, discussionMessageSchema } from '@pastexam/api-contract';
import { useCallback } from 'react';
import { queryKeys } from '../../api/query-keys.ts';
import { type OpenEventSource, useArchiveStream } from '../../lib/archive-stream.ts';
import { useServices } from '../../lib/services.tsx';
import { useMergeMessage } from './api/messages.ts';

export type { EventSourceLike, OpenEventSource } from '../../lib/archive-stream.ts';

const names = Object.values(discussionEvents);

/**
 * Keeps the archive's discussion live (product §4.10): each message written or deleted on the archive's event
 * stream put into the query's pages, from the cursor of the first page. Answers whether it is reconnecting.
 */
export function useMessageStream(
  archiveId: number,
  startCursor: string | undefined,
  open?: OpenEventSource,
): { reconnecting: boolean } {
  const { queryClient } = useServices();
  const merge = useMergeMessage(archiveId);
  const onEvent = useCallback(
    (event: MessageEvent) => {
      if (event.type === discussionEvents.reset) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.archiveMessages(archiveId) });
        return;
      }
      const parsed = discussionMessageSchema.safeParse(JSON.parse(String(event.data)));
      if (parsed.success && parsed.data.archive_id === archiveId) merge(parsed.data);
    },
    [queryClient, merge, archiveId],
  );
  return useArchiveStream(archiveId, startCursor, names, onEvent, open);
}
