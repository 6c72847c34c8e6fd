import type { DiscussionMessage } from '@pastexam/api-contract';
import type { MessageRow } from './repository.ts';

/** A message as the API shows it: a deleted one keeps its place, without its text or its author. */
export function toApiMessage(row: MessageRow): DiscussionMessage {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    archive_id: row.archiveId,
    author:
      deleted || row.authorId === null
        ? null
        : { id: row.authorId, name: row.authorName ?? '', is_admin: row.authorIsAdmin ?? false },
    body: deleted ? '' : row.body,
    created_at: row.createdAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}
