import { useDebouncedValue } from '@mantine/hooks';
import type {
  AdminAnnouncement,
  AdminAnnouncementPage,
  AdminAnnouncementQuery,
  AnnouncementValues,
} from '@pastexam/api-contract';
import {
  AnnouncementTable,
  type AnnouncementTableQuery,
  initialAnnouncementTableQuery,
} from '@pastexam/ui/announcements';
import { type Translate, useT } from '@pastexam/ui/i18n';
import { announcementsMessages } from '@pastexam/ui/messages/announcements';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { lazyDialog, useOpenedOnce, usePreloadWhenIdle } from '../../../lib/lazy-component.ts';
import { useServices } from '../../../lib/services.tsx';
import { adminAnnouncementsQuery, useAnnouncementChanges } from '../api/admin-announcements.ts';
import { type EntityAdminConfig, useEntityAdmin } from '../hooks/use-entity-admin.ts';

// The editor is its own chunk, fetched once the tab is idle: the table comes first.
const AnnouncementFormDialog = lazyDialog(() =>
  import('@pastexam/ui/announcements/announcement-form-dialog').then(
    (module) => module.AnnouncementFormDialog,
  ),
);

/** Rows per page, as in every admin table (product §8.2). */
const PAGE_SIZE = 10;
/** The ids of the `announcementsMessages` catalogue. */
type AnnouncementsMessageId = NonNullable<(typeof announcementsMessages)['ids']>;

/** How long the search rests before the server is asked: typing a word asks once, not per letter. */
const SEARCH_PAUSE_MS = 300;

/** An announcement as the admin screens name it in toasts and confirmations: by its title. */
type NamedAnnouncement = AdminAnnouncement & { name: string };
const named = (announcement: AdminAnnouncement): NamedAnnouncement => ({
  ...announcement,
  name: announcement.title,
});
const namedItems = (page: AdminAnnouncementPage) => page.items.map(named);

/** How 公告管理 is administered, in `t`'s words. */
const announcementAdmin = (
  t: Translate<AnnouncementsMessageId>,
): EntityAdminConfig<NamedAnnouncement, never, typeof useAnnouncementChanges.saveRoutes> => ({
  noun: t('announcements.noun'),
  conflictFields: {},
  saveRoutes: useAnnouncementChanges.saveRoutes,
  deleteWarning: () => t('announcements.deleteWarning'),
  events: { create: 'announcement-create', update: 'announcement-update', delete: 'announcement-delete' },
});

/** What the table's query asks the server for: `all` and an empty search narrow nothing. */
function apiQueryOf(query: AnnouncementTableQuery, search: string): AdminAnnouncementQuery {
  return {
    ...(search.trim() ? { q: search.trim() } : {}),
    ...(query.importance === 'all' ? {} : { importance: query.importance }),
    ...(query.status === 'all' ? {} : { status: query.status }),
    page: query.page,
    limit: PAGE_SIZE,
  };
}

/** 公告管理 (product §8.10): the announcements, searched, filtered and paged by the server, and their editor. */
export function AnnouncementsPanel() {
  const t = useT(announcementsMessages);
  const { api } = useServices();
  const [query, setQuery] = useState(initialAnnouncementTableQuery);
  const [search] = useDebouncedValue(query.search, SEARCH_PAUSE_MS);
  const options = adminAnnouncementsQuery(api, apiQueryOf(query, search));
  const total = useQuery({ ...options, select: (page) => page.total }).data ?? 0;
  const changes = useAnnouncementChanges();
  const admin = useEntityAdmin(announcementAdmin(t), {
    list: useQuery({ ...options, select: namedItems }),
    changes,
    save: async (values: AnnouncementValues, target) =>
      named(
        await (target
          ? changes.update.mutateAsync({ id: target.id, body: values })
          : changes.create.mutateAsync(values)),
      ),
  });
  const dialogMounted = useOpenedOnce(admin.dialog.opened);
  usePreloadWhenIdle(AnnouncementFormDialog);

  return (
    <>
      <AnnouncementTable
        announcements={admin.items}
        total={total}
        query={query}
        onQueryChange={setQuery}
        pageSize={PAGE_SIZE}
        loading={admin.loading}
        onRetry={admin.retryLoad}
        onCreate={admin.openCreate}
        onEdit={(announcement) => admin.openEdit(named(announcement))}
        onDelete={(announcement) => void admin.requestDelete(named(announcement))}
      />
      {dialogMounted && (
        <Suspense fallback={null}>
          <AnnouncementFormDialog.Component
            opened={admin.dialog.opened}
            announcement={admin.dialog.target}
            submitting={admin.submitting}
            onSubmit={(values) => void admin.submit(values)}
            onClose={admin.closeDialog}
          />
        </Suspense>
      )}
    </>
  );
}
