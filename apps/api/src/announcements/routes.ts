import { routes } from '@pastexam/api-contract';
import type { Context } from 'hono';
import { deletionAudit } from '../audit/record.ts';
import { authenticate } from '../auth/session/caller.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/context.ts';
import { type ApiRouter, OK, okOrRefusal, register } from '../http/register.ts';
import { Refusal } from '../refusal.ts';
import {
  activeAnnouncements,
  announcementState,
  auditStateOf,
  createAnnouncement,
  editAnnouncement,
  listAnnouncements,
  listForAdministrators,
  markSeen,
  removeAnnouncement,
  unreadAnnouncements,
} from './service.ts';

/**
 * Who reads a page open to everyone: the signed-in user whose session the request carries, or null for a guest
 * (an ended session reads as a guest here rather than being refused: nothing on these pages needs it).
 */
async function viewerOf(c: Context<AppEnv>): Promise<number | null> {
  const caller = await authenticate(c.var.sessions, c.var.env, c.req.header('authorization'));
  return caller?.user.id ?? null;
}

const before = (db: Database, input: { params: { id: number } }) => announcementState(db, input.params.id);

/** Announcements (product §8.10): reading them, what each user has seen, and 公告管理. */
export function registerAnnouncementRoutes(api: ApiRouter) {
  register(api, routes.announcements.listAnnouncements, async ({ input, c }) => ({
    status: 200,
    body: await listAnnouncements(c.var.db, await viewerOf(c), input.query),
  }));

  register(api, routes.announcements.activeAnnouncements, async ({ input, c }) => ({
    status: 200,
    body: await activeAnnouncements(c.var.db, await viewerOf(c), input.query),
  }));

  register(api, routes.announcements.unreadAnnouncements, async ({ c, user }) => ({
    status: 200,
    body: await unreadAnnouncements(c.var.db, user.id),
  }));

  register(api, routes.announcements.markAnnouncementsSeen, async ({ input, c, user }) => ({
    status: 200,
    body: await markSeen(c.var.db, user.id, input.body.ids),
  }));

  register(api, routes.announcements.adminListAnnouncements, async ({ input, c }) => ({
    status: 200,
    body: await listForAdministrators(c.var.db, input.query),
  }));

  register(
    api,
    routes.announcements.adminCreateAnnouncement,
    async ({ input, c, user }) => {
      const created = await createAnnouncement(c.var.db, user.id, input.body);
      c.var.logger.info(
        { event: 'announcement_created', announcementId: created.id },
        'announcement created',
      );
      return { status: 201, body: created };
    },
    {
      audit: {
        action: 'announcement.create',
        targetType: 'announcement',
        after: (_db, body) => auditStateOf(body),
      },
    },
  );

  register(
    api,
    routes.announcements.adminUpdateAnnouncement,
    async ({ input, c }) => okOrRefusal(await editAnnouncement(c.var.db, input.params.id, input.body)),
    {
      audit: {
        action: 'announcement.update',
        targetType: 'announcement',
        before,
        after: (_db, body) => auditStateOf(body),
      },
    },
  );

  register(
    api,
    routes.announcements.adminDeleteAnnouncement,
    async ({ input, c }) => {
      const removed = await removeAnnouncement(c.var.db, input.params.id);
      if (removed instanceof Refusal) return removed;
      c.var.logger.info(
        { event: 'announcement_deleted', announcementId: input.params.id },
        'announcement deleted',
      );
      return { status: 200, body: OK };
    },
    { audit: deletionAudit('announcement.delete', 'announcement', before) },
  );
}
