import { AnnouncementCenter } from '@pastexam/ui/announcements';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { useServices } from '../../../lib/services.tsx';
import { announcementPageQuery, useMarkSeen } from '../api/announcements.ts';

/** Announcements on one page of 公告中心. */
const PAGE_SIZE = 10;

export type AnnouncementCenterDialogProps = {
  opened: boolean;
  onClose: () => void;
};

/**
 * 公告中心 (product §8.10): asked afresh each time it opens, from its first page. What a page shows is marked seen
 * on the server once it has loaded; its 未讀 marks stay until the center opens again, so the reader sees which
 * were new.
 */
export function AnnouncementCenterDialog({ opened, onClose }: AnnouncementCenterDialogProps) {
  const { api } = useServices();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...announcementPageQuery(api, { page, limit: PAGE_SIZE }), enabled: opened });
  const { mutate: markSeen } = useMarkSeen();
  const marked = useRef(new Set<number>());

  useEffect(() => {
    if (!opened) return;
    setPage(1);
    track('announcement-center-open');
  }, [opened]);

  const { data, isPlaceholderData } = list;
  useEffect(() => {
    if (!opened || !data || isPlaceholderData) return;
    const unseen = data.items.filter((item) => item.seen === false && !marked.current.has(item.id));
    if (unseen.length === 0) return;
    for (const item of unseen) marked.current.add(item.id);
    markSeen(unseen.map((item) => item.id));
  }, [opened, data, isPlaceholderData, markSeen]);

  return (
    <AnnouncementCenter
      opened={opened}
      onClose={onClose}
      announcements={data?.items ?? []}
      total={data?.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      loading={opened && list.isPending}
      onRetry={list.isError && !data ? () => void list.refetch() : null}
      onUnfold={(announcement) => track('announcement-open', { id: announcement.id, from: 'center' })}
    />
  );
}
