import { Anchor, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
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
import { chunkUnavailable } from '../../../lib/chunk-unavailable.tsx';
import { type LazyComponent, lazyComponent } from '../../../lib/lazy-component.ts';
import type { AdminTab } from '../admin-address.ts';
import { adminTabSchema, readAdminTab, writeAdminTab } from '../hooks/admin-tab.ts';
import { CoursesPanel } from './courses-panel.tsx';
import { TrashPanel } from './trash-panel.tsx';
import { UsersPanel } from './users-panel.tsx';

// 操作紀錄 is its own chunk, fetched when its tab opens: most visits manage courses and users.
const AuditPanel = lazyComponent(
  () => import('./audit-panel.tsx').then((module) => module.AuditPanel),
  chunkUnavailable('無法載入操作紀錄，請重新整理頁面後再試'),
);

// 全文搜尋 too: it is looked at now and then, after an upgrade or when scans wait.
const SearchIndexPanel = lazyComponent(
  () => import('./search-status-panel.tsx').then((module) => module.SearchIndexPanel),
  chunkUnavailable('無法載入全文搜尋的狀態，請重新整理頁面後再試'),
);

// 公告管理 too: announcements are written now and then.
const AnnouncementsPanel = lazyComponent(
  () => import('./announcements-panel.tsx').then((module) => module.AnnouncementsPanel),
  chunkUnavailable('無法載入公告管理，請重新整理頁面後再試'),
);

// 檢舉 too: flags and reports come now and then.
const ReportsPanel = lazyComponent(
  () => import('./reports-panel.tsx').then((module) => module.ReportsPanel),
  chunkUnavailable('無法載入檢舉，請重新整理頁面後再試'),
);

// 許願池 too: the wishes are looked at now and then, to see which exams are most awaited.
const WishesPanel = lazyComponent(
  () => import('./wishes-panel.tsx').then((module) => module.WishesPanel),
  chunkUnavailable('無法載入許願池，請重新整理頁面後再試'),
);

type TabSpec = {
  value: AdminTab;
  label: string;
  Icon: ComponentType<{ size: number; 'aria-hidden': boolean }>;
  /** A panel fetched in its own chunk when its tab is reached. */
  lazy?: LazyComponent<object>;
  /** A panel in the page's own chunk, given the administrator's id. */
  panel?: (userId: number) => ReactNode;
};

const tabs: readonly TabSpec[] = [
  { value: 'courses', label: '課程管理', Icon: IconBook, panel: () => <CoursesPanel /> },
  {
    value: 'users',
    label: '使用者管理',
    Icon: IconUsers,
    panel: (userId) => <UsersPanel currentUserId={userId} />,
  },
  { value: 'announcements', label: '公告管理', Icon: IconSpeakerphone, lazy: AnnouncementsPanel },
  { value: 'flags', label: '檢舉', Icon: IconFlag, lazy: ReportsPanel },
  { value: 'wishes', label: '許願池', Icon: IconSparkles, lazy: WishesPanel },
  { value: 'trash', label: '垃圾桶', Icon: IconTrash, panel: () => <TrashPanel /> },
  { value: 'audit', label: '操作紀錄', Icon: IconHistory, lazy: AuditPanel },
  { value: 'search', label: '全文搜尋', Icon: IconSearch, lazy: SearchIndexPanel },
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
          <Title order={1}>系統管理</Title>
          <Text size="sm">
            考古題請到
            <Anchor component={Link} to="/archive" mx={4} underline="always">
              考古題頁面
            </Anchor>
            管理
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
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map(({ value, lazy, panel }) => (
            <Tabs.Panel key={value} value={value} pt="md">
              {lazy ? (
                <Suspense fallback={<Loader size="sm" mx="auto" display="block" aria-label="載入中" />}>
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
