import { Card, Stack, Title } from '@mantine/core';
import type { Announcement } from '@pastexam/api-contract';
import { useId } from 'react';
import { announcementsMessages } from '../i18n/compiled/announcements.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { AnnouncementArticle } from './announcement-parts.tsx';

/** A body taller than this is folded behind 顯示全文 on the home page. */
const FOLD_ABOVE_PX = 160;

export interface ImportantAnnouncementsProps {
  /** The 重要 announcements shown now, newest first; none draws nothing. Required, no default. */
  announcements: readonly Announcement[];
  /** Called when a guest unfolds a long one. Default: does nothing. */
  onUnfold?: (announcement: Announcement) => void;
}

/** The home page's 重要公告 (product §2.8): shown to guests while any is; nothing at all otherwise. */
export function ImportantAnnouncements({ announcements, onUnfold }: ImportantAnnouncementsProps) {
  const t = useT(announcementsMessages);
  const headingId = useId();
  if (announcements.length === 0) return null;
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('announcements.important')}
        </Title>
        {announcements.map((announcement) => (
          <AnnouncementArticle
            key={announcement.id}
            announcement={announcement}
            foldAbove={FOLD_ABOVE_PX}
            onUnfold={() => onUnfold?.(announcement)}
          />
        ))}
      </Stack>
    </Card>
  );
}
