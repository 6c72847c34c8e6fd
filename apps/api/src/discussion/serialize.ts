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

/** The first 30 characters of a text, to name a record by in the audit log. */
export function excerpt(text: string): string {
  const characters = [...text];
  return characters.length > 30 ? `${characters.slice(0, 30).join('')}…` : text;
}
