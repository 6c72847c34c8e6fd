import {
  type AdminAnnouncement,
  type AdminAnnouncementPage,
  ANNOUNCEMENT_CENTER_LINK,
  type Announcement,
  type AnnouncementList,
  type AnnouncementPage,
  type AnnouncementUnread,
  type AnnouncementValues,
  type activeAnnouncementsQuerySchema,
  type adminAnnouncementQuerySchema,
  type announcementListQuerySchema,
} from '@pastexam/api-contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/client.ts';
import { notifyEveryone } from '../notifications/service.ts';
import { say } from '../notifications/wording.ts';
import { fail, type Refusal } from '../refusal.ts';
import { announcementWording } from './notice-text.ts';
import {
  type AdminRow,
  claimBegun,
  countForAdmin,
  countShown,
  deleteAnnouncement,
  findForAdmin,
  insertAnnouncement,
  insertSeen,
  listForAdmin,
  listShown,
  type ShownRow,
  updateAnnouncement,
} from './repository.ts';

const toApiAnnouncement = (row: ShownRow): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  importance: row.importance,
  published_at: row.publishedAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
  seen: row.seen,
});

export const toApiAdminAnnouncement = (row: AdminRow): AdminAnnouncement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  importance: row.importance,
  active: row.active,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const pageOf = ({ page, limit }: { page: number; limit: number }) => ({ limit, offset: (page - 1) * limit });

/** 公告中心: one page of those shown now, newest first; `viewerId` null for a guest. */
export async function listAnnouncements(
  db: Database,
  viewerId: number | null,
  query: z.output<typeof announcementListQuerySchema>,
): Promise<AnnouncementPage> {
  const [rows, total] = await Promise.all([listShown(db, viewerId, {}, pageOf(query)), countShown(db, {})]);
  return { items: rows.map(toApiAnnouncement), total };
}

/** Those shown now, newest first, of one importance if asked (the home page's 重要 ones). */
export async function activeAnnouncements(
  db: Database,
  viewerId: number | null,
  query: z.output<typeof activeAnnouncementsQuerySchema>,
): Promise<AnnouncementList> {
  const rows = await listShown(
    db,
    viewerId,
    { importance: query.importance },
    { limit: query.limit, offset: 0 },
  );
  return { items: rows.map(toApiAnnouncement) };
}

/** The unread dot's count, and the newest one shown, which opens by itself once while unseen. */
export async function unreadAnnouncements(db: Database, userId: number): Promise<AnnouncementUnread> {
  const [newest, unread] = await Promise.all([
    listShown(db, userId, {}, { limit: 1, offset: 0 }),
    countShown(db, { unseenBy: userId }),
  ]);
  const [row] = newest;
  return { unread_count: unread, newest: row ? toApiAnnouncement(row) : null };
}

/** Records what `userId` was shown; answers the unread state after it. */
export async function markSeen(
  db: Database,
  userId: number,
  ids: readonly number[],
): Promise<AnnouncementUnread> {
  await insertSeen(db, userId, [...new Set(ids)]);
  return unreadAnnouncements(db, userId);
}

/** 公告管理: one page, newest written first, narrowed by the search and filters. */
export async function listForAdministrators(
  db: Database,
  query: z.output<typeof adminAnnouncementQuerySchema>,
): Promise<AdminAnnouncementPage> {
  const filter = { search: query.q || undefined, importance: query.importance, status: query.status };
  const [rows, total] = await Promise.all([
    listForAdmin(db, filter, pageOf(query)),
    countForAdmin(db, filter),
  ]);
  return { items: rows.map(toApiAdminAnnouncement), total };
}

/** Rings every user's bell for an announcement, if it is important and shown now; answers whether it rang. */
async function ringIfImportant(tx: Queryable, row: AdminRow): Promise<boolean> {
  if (row.importance !== 'important' || row.status !== 'shown') return false;
  await notifyEveryone(tx, {
    kind: 'important_announcement',
    title: say(announcementWording, (words) => words.important(row.title)),
    link: ANNOUNCEMENT_CENTER_LINK,
  });
  return true;
}

/**
 * Writes an announcement. An important one shown from now on rings every user's bell, in the same
 * transaction; one that starts later rings when it begins (ringBegunAnnouncements), unless it was switched off,
 * deleted or made normal before. One switched on or made important by an edit once begun rings none.
 */
export async function createAnnouncement(
  db: Database,
  authorId: number,
  values: AnnouncementValues,
): Promise<AdminAnnouncement> {
  return db.transaction(async (tx) => {
    const row = await insertAnnouncement(tx, authorId, values);
    await ringIfImportant(tx, row);
    return toApiAdminAnnouncement(row);
  });
}

/** The periodic job's work: the scheduled announcements that began ring, each once; answers how many rang. */
export async function ringBegunAnnouncements(db: Database): Promise<{ begun: number; rung: number }> {
  return db.transaction(async (tx) => {
    const begun = await claimBegun(tx);
    let rung = 0;
    for (const row of begun) if (await ringIfImportant(tx, row)) rung += 1;
    return { begun: begun.length, rung };
  });
}

/** Replaces what it says; who has seen it stays recorded (an edit is not a new announcement). */
export async function editAnnouncement(
  db: Database,
  id: number,
  values: AnnouncementValues,
): Promise<AdminAnnouncement | Refusal<'announcement_not_found'>> {
  const row = await updateAnnouncement(db, id, values);
  return row ? toApiAdminAnnouncement(row) : fail('announcement_not_found');
}

export async function removeAnnouncement(
  db: Database,
  id: number,
): Promise<true | Refusal<'announcement_not_found'>> {
  return (await deleteAnnouncement(db, id)) || fail('announcement_not_found');
}

/** An announcement as the audit log keeps it: named by its title. Null when there is none. */
export async function announcementState(db: Database, id: number) {
  const row = await findForAdmin(db, id);
  return row && auditStateOf(toApiAdminAnnouncement(row));
}

/** What the audit log keeps of an announcement: what it says and when it is shown, named by its title. */
export function auditStateOf({ id, title, body, importance, active, starts_at, ends_at }: AdminAnnouncement) {
  return { id, name: title, body, importance, active, starts_at, ends_at };
}
