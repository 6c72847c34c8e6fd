import { ImportantAnnouncements } from '@pastexam/ui/announcements';
import { useQuery } from '@tanstack/react-query';
import { track } from '../../../lib/analytics.ts';
import { useServices } from '../../../lib/services.tsx';
import { importantAnnouncementsQuery } from '../api/announcements.ts';

/** The home page's 重要公告 (product §2.8): nothing while loading, on a failure, or when none is shown. */
export function HomeAnnouncements() {
  const { api } = useServices();
  const { data } = useQuery(importantAnnouncementsQuery(api));
  return (
    <ImportantAnnouncements
      announcements={data?.items ?? []}
      onUnfold={(announcement) => track('announcement-open', { id: announcement.id, from: 'home' })}
    />
  );
}
