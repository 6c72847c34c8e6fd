import { messageBodySchema } from '@pastexam/api-contract';
import { insertMessage, writeImported } from './repository.ts';
import { type Outcome, type Run, skipRow } from './run.ts';
import { firstIssue, type LegacyMessage } from './source.ts';

/**
 * A discussion message joins the discussion of the archive it was written under, with its time and its author
 * (or none, shown as a deleted account, when the author was not imported). A message deleted in the original
 * stays deleted here: its place and time kept, its text cleared, as a deletion here leaves it (product §4.10).
 */
export async function importMessage(
  run: Run,
  message: LegacyMessage,
  ids: { archiveIds: Map<number, number>; userIds: Map<number, number> },
): Promise<Outcome> {
  const row = { id: message.id, name: '' };
  const archiveId = ids.archiveIds.get(message.archive_id);
  if (archiveId === undefined)
    return skipRow(run, 'messages', row, `所屬考古題 #${message.archive_id} 未匯入`);
  const deleted = message.deleted_at !== null;
  const body = deleted ? null : messageBodySchema.safeParse(message.content);
  if (body && !body.success) return skipRow(run, 'messages', row, firstIssue(body.error));
  const authorId = ids.userIds.get(message.user_id) ?? null;
  const id = await writeImported(run.deps.db, 'message', message.id, (tx) =>
    insertMessage(tx, {
      archiveId,
      authorId,
      body: body?.data ?? '',
      createdAt: message.created_at,
      deletedAt: message.deleted_at,
    }),
  );
  if (authorId === null && !deleted) {
    const reason = `作者（舊系統帳號 #${message.user_id}）未匯入：顯示為已刪除的帳號`;
    run.say({ ...row, table: 'messages', outcome: 'noted', reason });
  }
  return { id, imported: true };
}
