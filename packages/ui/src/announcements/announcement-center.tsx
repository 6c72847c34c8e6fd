import { Divider, Stack, Text } from '@mantine/core';
import type { Announcement } from '@pastexam/api-contract';
import { TableFooter } from '../admin/table-footer.tsx';
import { loadStatus, TableStatusMessage } from '../admin/table-status.tsx';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { announcementsMessages } from '../i18n/compiled/announcements.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { AnnouncementArticle } from './announcement-parts.tsx';

/** A body taller than this is folded behind 顯示全文, so one long notice does not bury the others. */
const FOLD_ABOVE_PX = 240;

export interface AnnouncementCenterProps {
  /** Whether the dialog is shown. Required, no default. */
  opened: boolean;
  /** Called by the close button, Escape or a click outside. Required, no default. */
  onClose: () => void;
  /** This page's announcements, newest first. Required, no default. */
  announcements: readonly Announcement[];
  /** How many are shown now on every page together. Required, no default. */
  total: number;
  /** The page shown, from 1. Required, no default. */
  page: number;
  /** Announcements per page. Required, no default. */
  pageSize: number;
  /** Called with the page the reader picks. Required, no default. */
  onPageChange: (page: number) => void;
  /** The page is loading. Default false. */
  loading?: boolean;
  /** The page could not be loaded; called by 重新載入. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** Called when the reader unfolds a long announcement. Default: does nothing. */
  onUnfold?: (announcement: Announcement) => void;
}

/** 公告中心 (product §8.10): the announcements shown now, newest first, each unread one marked 未讀. */
export function AnnouncementCenter({
  opened,
  onClose,
  announcements,
  total,
  page,
  pageSize,
  onPageChange,
  loading = false,
  onRetry = null,
  onUnfold,
}: AnnouncementCenterProps) {
  const t = useT(announcementsMessages);
  const status = loadStatus(loading, onRetry, {
    loading: t('announcements.loading'),
    failed: t('announcements.loadFailed'),
  });
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('announcements.center')} width={720}>
      {status ? (
        <TableStatusMessage status={status} />
      ) : total === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('announcements.none')}
        </Text>
      ) : (
        <Stack gap="md">
          <Stack
            component="ul"
            gap="md"
            m={0}
            p={0}
            aria-label={t('announcements.list')}
            style={{ listStyle: 'none' }}
          >
            {announcements.map((announcement, index) => (
              <li key={announcement.id}>
                {index > 0 && <Divider mb="md" />}
                <AnnouncementArticle
                  announcement={announcement}
                  showUnread
                  foldAbove={FOLD_ABOVE_PX}
                  onUnfold={() => onUnfold?.(announcement)}
                />
              </li>
            ))}
          </Stack>
          {total > pageSize && (
            <TableFooter
              matchCount={total}
              countText={(count) => t('announcements.count', { count })}
              page={page}
              totalPages={Math.ceil(total / pageSize)}
              onPageChange={onPageChange}
            />
          )}
        </Stack>
      )}
    </DialogFrame>
  );
}
