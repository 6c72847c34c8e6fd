import {
  type DiscussionMessage,
  MESSAGE_PAGE_SIZE,
  MESSAGE_RATE_LIMIT,
  type MessagePage,
} from '@pastexam/api-contract';
import type { Caller } from '../auth/session/caller.ts';
import type { Database } from '../db/client.ts';
import { mayManage } from '../http/guard.ts';
import { fail, Refusal } from '../refusal.ts';
import { announceMessageChange } from './feed.ts';
import {
  archiveIsOpen,
  databaseNow,
  findMessage,
  insertMessage,
  listMessages,
  lockAuthor,
  markDeleted,
  recentPosts,
} from './repository.ts';
import { excerpt, toApiMessage } from './serialize.ts';

/** Answered instead of posting: the zh-TW detail and Retry-After name the wait. */
export class TooManyMessages extends Refusal<'message_rate_limited'> {
  constructor(readonly retryAfterSeconds: number) {
    super('message_rate_limited', `留言太頻繁，請 ${retryAfterSeconds} 秒後再試`);
  }
}

/**
 * A page of the archive's discussion, newest first, and the stream cursor to open its events from. The cursor
 * is read before the messages, so a change the page misses is after it and the stream replays it.
 */
export async function listArchiveMessages(
  db: Database,
  archiveId: number,
  before: number | undefined,
): Promise<MessagePage | Refusal<'archive_not_found'>> {
  if (!(await archiveIsOpen(db, archiveId))) return fail('archive_not_found');
  const cursor = await databaseNow(db);
  const rows = await listMessages(db, archiveId, before, MESSAGE_PAGE_SIZE + 1);
  return {
    messages: rows.slice(0, MESSAGE_PAGE_SIZE).map(toApiMessage),
    has_more: rows.length > MESSAGE_PAGE_SIZE,
    stream_cursor: String(Math.floor(cursor)),
  };
}

async function loadMessage(db: Database, id: number): Promise<DiscussionMessage> {
  const row = await findMessage(db, id);
  if (!row) throw new Error(`message ${id} vanished after its change`);
  return toApiMessage(row);
}

/**
 * Posts a message (product §4.10), unless its author has posted MESSAGE_RATE_LIMIT.count in the last
 * MESSAGE_RATE_LIMIT.seconds: counted in the database with the author's row locked, so the limit holds however
 * many replicas the posts reach at once. Every replica's streams of the archive hear of it once it commits.
 */
export async function postMessage(
  db: Database,
  { user }: Caller,
  archiveId: number,
  body: string,
): Promise<DiscussionMessage | TooManyMessages | Refusal<'archive_not_found'>> {
  const posted = await db.transaction(async (tx) => {
    if (!(await archiveIsOpen(tx, archiveId))) return fail('archive_not_found');
    await lockAuthor(tx, user.id);
    const recent = await recentPosts(tx, user.id, MESSAGE_RATE_LIMIT.seconds);
    if (recent.count >= MESSAGE_RATE_LIMIT.count) {
      return new TooManyMessages(Math.max(1, Math.ceil(recent.freeInMs / 1000)));
    }
    const id = await insertMessage(tx, { archiveId, authorId: user.id, body });
    await announceMessageChange(tx, archiveId, id);
    return id;
  });
  return posted instanceof Refusal ? posted : loadMessage(db, posted);
}

/**
 * Deletes a message for its author or an administrator: it stays in its place, marked deleted, its text
 * cleared. Deleting a deleted message again answers it as it is.
 */
export async function deleteMessage(
  db: Database,
  { user }: Caller,
  archiveId: number,
  messageId: number,
): Promise<DiscussionMessage | Refusal<'message_not_found' | 'not_message_author'>> {
  const row = await findMessage(db, messageId);
  if (!row || row.archiveId !== archiveId) return fail('message_not_found');
  if (!mayManage(user, row.authorId)) return fail('not_message_author');
  await db.transaction(async (tx) => {
    if (await markDeleted(tx, messageId, user.id)) await announceMessageChange(tx, archiveId, messageId);
  });
  return loadMessage(db, messageId);
}

/** A message as the audit log keeps it before its deletion: named by the start of its text. */
export async function messageForAudit(db: Database, archiveId: number, messageId: number) {
  const row = await findMessage(db, messageId);
  if (!row || row.archiveId !== archiveId) return null;
  return {
    id: row.id,
    name: excerpt(row.body),
    archive_id: row.archiveId,
    author: row.authorName,
    body: row.body,
  };
}
