import { Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconBook, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type AdminTab, adminTabSchema, readAdminTab, writeAdminTab } from '../hooks/admin-tab.ts';
import { CoursesPanel } from './courses-panel.tsx';
import { TrashPanel } from './trash-panel.tsx';
import { UsersPanel } from './users-panel.tsx';

type AdminPageProps = {
  /** The signed-in administrator's id; their own account cannot be deleted or demoted. */
  userId: number;
};

/** System administration (系統管理): courses, users and the trash; archives are managed on the archive page. */
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
        </Tabs>
      </Stack>
    </Container>
  );
}
