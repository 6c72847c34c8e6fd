import type { Announcement } from '@pastexam/api-contract';
import { AnnouncementDialog } from '@pastexam/ui/announcements';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { useServices } from '../../../lib/services.tsx';
import { unreadAnnouncementsQuery, useMarkSeen } from '../api/announcements.ts';

export type SignInAnnouncementProps = {
  /** Called by 查看所有公告, once this dialog has closed: opens 公告中心. */
  onShowAll: () => void;
};

/**
 * The newest announcement shown now, opened by itself when the signed-in user has not seen it (product §8.10),
 * and marked seen on the server as it opens: not again after a reload, nor in another browser. Only the first
 * answer decides: one published while the user is here waits for the dot and 公告中心.
 */
export function SignInAnnouncement({ onShowAll }: SignInAnnouncementProps) {
  const { api } = useServices();
  const { data } = useQuery(unreadAnnouncementsQuery(api));
  const { mutate: markSeen } = useMarkSeen();
  const [shown, setShown] = useState<Announcement | null>(null);
  const [opened, setOpened] = useState(false);
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || !data) return;
    decided.current = true;
    const { newest } = data;
    if (newest?.seen !== false) return;
    setShown(newest);
    setOpened(true);
    markSeen([newest.id]);
    track('announcement-open', { id: newest.id, from: 'sign-in' });
  }, [data, markSeen]);

  return (
    <AnnouncementDialog
      opened={opened}
      announcement={shown}
      onClose={() => setOpened(false)}
      onShowAll={() => {
        setOpened(false);
        onShowAll();
      }}
    />
  );
}
