import { Anchor, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBook, IconHistory, IconSearch, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { chunkUnavailable } from '../../../lib/chunk-unavailable.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';
import { type AdminTab, adminTabSchema, readAdminTab, writeAdminTab } from '../hooks/admin-tab.ts';
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

type AdminPageProps = {
  /** The signed-in administrator's id; their own account cannot be deleted or demoted. */
  userId: number;
};

/**
 * System administration (系統管理): courses, users, the trash, the audit log and the search index's progress;
 * archives are managed on the archive page.
 */
export function AdminPage({ userId }: AdminPageProps) {
  const [tab, setTab] = useState<AdminTab>(() => readAdminTab(localStorage));
  const changeTab = (value: string | null) => {
    const parsed = adminTabSchema.safeParse(value);
    if (!parsed.success) return;
    setTab(parsed.data);
    writeAdminTab(localStorage, parsed.data);
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
            <Tabs.Tab value="courses" leftSection={<IconBook size={16} aria-hidden />}>
              課程管理
            </Tabs.Tab>
            <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
              使用者管理
            </Tabs.Tab>
            <Tabs.Tab value="trash" leftSection={<IconTrash size={16} aria-hidden />}>
              垃圾桶
            </Tabs.Tab>
            <Tabs.Tab
              value="audit"
              leftSection={<IconHistory size={16} aria-hidden />}
              onPointerEnter={AuditPanel.preload}
              onFocus={AuditPanel.preload}
            >
              操作紀錄
            </Tabs.Tab>
            <Tabs.Tab
              value="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              onPointerEnter={SearchIndexPanel.preload}
              onFocus={SearchIndexPanel.preload}
            >
              全文搜尋
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="courses" pt="md">
            <CoursesPanel />
          </Tabs.Panel>
          <Tabs.Panel value="users" pt="md">
            <UsersPanel currentUserId={userId} />
          </Tabs.Panel>
          <Tabs.Panel value="trash" pt="md">
            <TrashPanel />
          </Tabs.Panel>
          <Tabs.Panel value="audit" pt="md">
            <Suspense fallback={<Loader size="sm" mx="auto" display="block" aria-label="載入中" />}>
              <AuditPanel.Component />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="search" pt="md">
            <Suspense fallback={<Loader size="sm" mx="auto" display="block" aria-label="載入中" />}>
              <SearchIndexPanel.Component />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
