import { Button, Group, Stack } from '@mantine/core';
import type { Announcement } from '@pastexam/api-contract';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { announcementsMessages } from '../i18n/compiled/announcements.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { AnnouncementBody, AnnouncementMeta } from './announcement-parts.tsx';

export interface AnnouncementDialogProps {
  /** Whether the dialog is shown. Required, no default. */
  opened: boolean;
  /** The announcement shown, kept while the dialog closes; null keeps it closed. Required, no default. */
  announcement: Announcement | null;
  /** Called by 知道了, the close button, Escape or a click outside. Required, no default. */
  onClose: () => void;
  /** Called by 查看所有公告: the dialog closes and 公告中心 opens. Required, no default. */
  onShowAll: () => void;
}

/** The newest announcement, opened by itself once after sign-in (product §8.10), titled by its own title. */
export function AnnouncementDialog({ opened, announcement, onClose, onShowAll }: AnnouncementDialogProps) {
  const t = useT(announcementsMessages);
  return (
    <DialogFrame
      opened={opened && announcement !== null}
      onClose={onClose}
      title={announcement?.title}
      width={640}
    >
      {announcement && (
        <Stack gap="md">
          <AnnouncementMeta announcement={announcement} />
          <AnnouncementBody>{announcement.body}</AnnouncementBody>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onShowAll}>
              {t('announcements.showAll')}
            </Button>
            <Button onClick={onClose} data-autofocus>
              {t('announcements.gotIt')}
            </Button>
          </Group>
        </Stack>
      )}
    </DialogFrame>
  );
}
