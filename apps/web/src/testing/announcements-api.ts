import {
  type AdminAnnouncement,
  type Announcement,
  type AnnouncementUnread,
  announcementInputSchema,
  announcementSeenSchema,
  routes,
} from '@pastexam/api-contract';
import { sampleAdminAnnouncements } from '@pastexam/ui/announcements/fixtures';
import { matchRoute, type RecordedRequest, type TestResponse } from './test-server.ts';

const notFound: TestResponse = {
  status: 404,
  body: { detail: '找不到此公告，可能已被刪除', code: 'announcement_not_found' },
};

/**
 * The announcement endpoints over `announcements` (newest first, each with the status the server would give it)
 * and what the one signed-in reader has seen (`seen`, by id), as the server answers them: readers get those
 * `shown`, administrators search, filter, page, write and delete.
 */
export function createAnnouncementsApi(
  announcements: readonly AdminAnnouncement[] = sampleAdminAnnouncements,
  seen: Iterable<number> = [],
) {
  const all = [...announcements];
  const seenIds = new Set(seen);
  let nextId = Math.max(0, ...all.map((item) => item.id)) + 1;

  const asRead = (item: AdminAnnouncement, signedIn: boolean): Announcement => ({
    id: item.id,
    title: item.title,
    body: item.body,
    importance: item.importance,
    published_at: item.starts_at ?? item.created_at,
    ends_at: item.ends_at,
    seen: signedIn ? seenIds.has(item.id) : null,
  });
  const shown = () => all.filter((item) => item.status === 'shown');
  const unread = (): AnnouncementUnread => {
    const [newest] = shown();
    return {
      unread_count: shown().filter((item) => !seenIds.has(item.id)).length,
      newest: newest ? asRead(newest, true) : null,
    };
  };
  const saved = (id: number, body: string): AdminAnnouncement => {
    const values = announcementInputSchema.parse(JSON.parse(body));
    const at = new Date().toISOString();
    const status = values.active ? 'shown' : 'off';
    // The server answers every time in UTC, as `toISOString` writes it.
    const utc = (time: string | null) => time && new Date(time).toISOString();
    const window = { starts_at: utc(values.starts_at), ends_at: utc(values.ends_at) };
    return { id, ...values, ...window, status, created_at: at, updated_at: at };
  };

  function handle(request: RecordedRequest): TestResponse | null {
    const query = new URL(request.path, 'http://test').searchParams;
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const onPage = <T>(items: T[]) => items.slice((page - 1) * limit, page * limit);
    const signedIn = request.headers.authorization !== undefined;
    const {
      listAnnouncements,
      activeAnnouncements,
      unreadAnnouncements,
      markAnnouncementsSeen,
      adminListAnnouncements,
      adminCreateAnnouncement,
      adminUpdateAnnouncement,
      adminDeleteAnnouncement,
    } = routes.announcements;

    if (matchRoute(listAnnouncements, request)) {
      const items = shown().map((item) => asRead(item, signedIn));
      return { status: 200, body: { items: onPage(items), total: items.length } };
    }
    if (matchRoute(activeAnnouncements, request)) {
      const importance = query.get('importance');
      const items = shown().filter((item) => !importance || item.importance === importance);
      return { status: 200, body: { items: items.map((item) => asRead(item, signedIn)) } };
    }
    if (matchRoute(unreadAnnouncements, request)) return { status: 200, body: unread() };
    if (matchRoute(markAnnouncementsSeen, request)) {
      for (const id of announcementSeenSchema.parse(JSON.parse(request.body)).ids) seenIds.add(id);
      return { status: 200, body: unread() };
    }
    if (matchRoute(adminListAnnouncements, request)) {
      const search = (query.get('q') ?? '').toLowerCase();
      const items = all.filter(
        (item) =>
          `${item.title}\n${item.body}`.toLowerCase().includes(search) &&
          (!query.get('importance') || item.importance === query.get('importance')) &&
          (!query.get('status') || item.status === query.get('status')),
      );
      return { status: 200, body: { items: onPage(items), total: items.length } };
    }
    if (matchRoute(adminCreateAnnouncement, request)) {
      const created = saved(nextId++, request.body);
      all.unshift(created);
      return { status: 201, body: created };
    }
    const update = matchRoute(adminUpdateAnnouncement, request);
    if (update) {
      const index = all.findIndex((item) => item.id === Number(update.id));
      if (index === -1) return notFound;
      const updated = saved(Number(update.id), request.body);
      all[index] = updated;
      return { status: 200, body: updated };
    }
    const deletion = matchRoute(adminDeleteAnnouncement, request);
    if (deletion) return remove(Number(deletion.id)) ? { status: 200, body: { ok: true } } : notFound;
    return null;
  }

  /** Deletes an announcement as another administrator would; false when there was none. */
  function remove(id: number): boolean {
    const index = all.findIndex((item) => item.id === id);
    if (index === -1) return false;
    all.splice(index, 1);
    return true;
  }

  return {
    handle,
    remove,
    /** The announcements as they stand, newest first. */
    get announcements(): readonly AdminAnnouncement[] {
      return all;
    },
    /** What the reader has seen, by id. */
    seen: seenIds,
  };
}
