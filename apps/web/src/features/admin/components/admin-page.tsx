import { Anchor, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { adminMessages } from '@pastexam/ui/messages/admin';
import {
  IconBook,
  IconFlag,
  IconHistory,
  IconSearch,
  IconSparkles,
  IconSpeakerphone,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { ChunkUnavailable } from '../../../lib/chunk-unavailable.tsx';
import { type LazyComponent, lazyComponent } from '../../../lib/lazy-component.ts';
import type { AdminTab } from '../admin-address.ts';
import { adminTabSchema, readAdminTab, writeAdminTab } from '../hooks/admin-tab.ts';
import { CoursesPanel } from './courses-panel.tsx';
import { TrashPanel } from './trash-panel.tsx';
import { UsersPanel } from './users-panel.tsx';

type AdminMessageId = NonNullable<(typeof adminMessages)['ids']>;

/**
 * What a panel fetched in its own chunk shows when the chunk cannot be fetched (a dropped connection, a
 * deployment replaced meanwhile): the message `id` names, read out at once.
 */
function chunkUnavailable(id: AdminMessageId) {
  return function PanelUnavailable() {
    return <ChunkUnavailable message={useT(adminMessages)(id)} />;
  };
}

// 操作紀錄 is its own chunk, fetched when its tab opens: most visits manage courses and users.
const AuditPanel = lazyComponent(
  () => import('./audit-panel.tsx').then((module) => module.AuditPanel),
  chunkUnavailable('admin.auditUnavailable'),
);

// 全文搜尋 too: it is looked at now and then, after an upgrade or when scans wait.
const SearchIndexPanel = lazyComponent(
  () => import('./search-status-panel.tsx').then((module) => module.SearchIndexPanel),
  chunkUnavailable('admin.searchUnavailable'),
);

// 公告管理 too: announcements are written now and then.
const AnnouncementsPanel = lazyComponent(
  () => import('./announcements-panel.tsx').then((module) => module.AnnouncementsPanel),
  chunkUnavailable('admin.announcementsUnavailable'),
);

// 檢舉 too: flags and reports come now and then.
const ReportsPanel = lazyComponent(
  () => import('./reports-panel.tsx').then((module) => module.ReportsPanel),
  chunkUnavailable('admin.reportsUnavailable'),
);

// 許願池 too: the wishes are looked at now and then, to see which exams are most awaited.
const WishesPanel = lazyComponent(
  () => import('./wishes-panel.tsx').then((module) => module.WishesPanel),
  chunkUnavailable('admin.wishesUnavailable'),
);

type TabSpec = {
  value: AdminTab;
  label: AdminMessageId;
  Icon: ComponentType<{ size: number; 'aria-hidden': boolean }>;
  /** A panel fetched in its own chunk when its tab is reached. */
  lazy?: LazyComponent<object>;
  /** A panel in the page's own chunk, given the administrator's id. */
  panel?: (userId: number) => ReactNode;
};

const tabs: readonly TabSpec[] = [
  { value: 'courses', label: 'admin.tabCourses', Icon: IconBook, panel: () => <CoursesPanel /> },
  {
    value: 'users',
    label: 'admin.tabUsers',
    Icon: IconUsers,
    panel: (userId) => <UsersPanel currentUserId={userId} />,
  },
  {
    value: 'announcements',
    label: 'admin.tabAnnouncements',
    Icon: IconSpeakerphone,
    lazy: AnnouncementsPanel,
  },
  { value: 'flags', label: 'admin.tabFlags', Icon: IconFlag, lazy: ReportsPanel },
  { value: 'wishes', label: 'admin.tabWishes', Icon: IconSparkles, lazy: WishesPanel },
  { value: 'trash', label: 'admin.tabTrash', Icon: IconTrash, panel: () => <TrashPanel /> },
  { value: 'audit', label: 'admin.tabAudit', Icon: IconHistory, lazy: AuditPanel },
  { value: 'search', label: 'admin.tabSearch', Icon: IconSearch, lazy: SearchIndexPanel },
];

type AdminPageProps = {
  /** The signed-in administrator's id; their own account cannot be deleted or demoted. */
  userId: number;
  /** The tab the address names; without one, the tab used last (or 課程管理), which is then put in the address. */
  tab: AdminTab | undefined;
  /**
   * Puts a tab in the address: a new entry when the administrator chose it, so Back returns to the one before;
   * in place of the current one (`replace`) when the address named none.
   */
  onTabChange: (tab: AdminTab, options: { replace: boolean }) => void;
};

/**
 * System administration (系統管理): courses, users, announcements, the trash, the audit log and the search index's
 * progress; archives are managed on the archive page.
 */
export function AdminPage({ userId, tab: addressed, onTabChange }: AdminPageProps) {
  const t = useT(adminMessages);
  const core = useT();
  const tab = addressed ?? readAdminTab(localStorage);
  useEffect(() => {
    // The address always names the tab shown, and the tab shown is the one opened next time.
    if (addressed === undefined) onTabChange(tab, { replace: true });
    else writeAdminTab(localStorage, addressed);
  }, [addressed, tab, onTabChange]);
  const changeTab = (value: string | null) => {
    const parsed = adminTabSchema.safeParse(value);
    if (parsed.success && parsed.data !== tab) onTabChange(parsed.data, { replace: false });
  };

  return (
    <Container size="lg" py="xl" px="sm">
      <Stack gap="md">
        <Group justify="space-between" align="end" wrap="wrap">
          <Title order={1}>{core('topBar.admin')}</Title>
          <Text size="sm">
            {t('admin.archivesNoteBefore')}
            <Anchor component={Link} to="/archive" mx={4} underline="always">
              {t('admin.archivesNoteLink')}
            </Anchor>
            {t('admin.archivesNoteAfter')}
          </Text>
        </Group>
        <Tabs value={tab} onChange={changeTab} keepMounted={false}>
          <Tabs.List>
            {tabs.map(({ value, label, Icon, lazy }) => (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={16} aria-hidden />}
                {...(lazy ? { onPointerEnter: lazy.preload, onFocus: lazy.preload } : {})}
              >
                {t(label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ value, lazy, panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {lazy ? (
                <Suspense
                  fallback={
                    <Loader
                      role="status"
                      size="sm"
                      mx="auto"
                      display="block"
                      aria-label={t('admin.panelLoading')}
                    />
                  }
                >
                  <lazy.Component />
                </Suspense>
              ) : (
                panel?.(userId)
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
