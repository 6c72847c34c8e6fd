import { Anchor, Badge, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Wish, WishState } from '@pastexam/api-contract';
import { wishExamLabel } from '@pastexam/api-contract/labels';
import { wishesMessages } from '../i18n/compiled/wishes.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface MyWishesDialogProps {
  /** Whether the dialog is shown. Required, no default. */
  opened: boolean;
  /** The reader's wishes, newest first; null while they load. Required, no default. */
  wishes: readonly Wish[] | null;
  /** Where the archive that fulfilled a wish is shown. Required, no default. */
  archiveHref: (wish: Wish & { fulfilled_archive_id: number }) => string;
  /** Called by the close button or Escape. Required, no default. */
  onClose: () => void;
}

const stateLabels = {
  open: { label: 'wishes.stateOpen', color: 'blue' },
  fulfilled: { label: 'wishes.stateFulfilled', color: 'teal' },
  closed: { label: 'wishes.stateClosed', color: 'gray' },
} as const satisfies Record<WishState, { label: string; color: string }>;

/** 我的願望: every wish the reader waits or waited on, with what became of it (the archive, or why it was closed). */
export function MyWishesDialog({ opened, wishes, archiveHref, onClose }: MyWishesDialogProps) {
  const t = useT(wishesMessages);
  const labels = useLabels();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('wishes.myWishes')}
      centered
      closeButtonProps={{ 'aria-label': t('wishes.closeMyWishes') }}
    >
      {wishes === null ? (
        <Loader role="status" size="sm" mx="auto" display="block" aria-label={t('wishes.myWishesLoading')} />
      ) : wishes.length === 0 ? (
        <Text c="dimmed">{t('wishes.noWishes')}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {wishes.map((wish) => {
            const state = stateLabels[wish.state];
            const archiveId = wish.fulfilled_archive_id;
            return (
              <li key={wish.id}>
                <Group gap="xs">
                  <Badge color={state.color} variant="light">
                    {t(state.label)}
                  </Badge>
                  <Text size="sm" fw={500}>
                    {wish.course_name} {wishExamLabel(wish, labels)}
                  </Text>
                </Group>
                {wish.state === 'closed' && wish.close_reason && (
                  <Text size="sm" c="dimmed">
                    {t('wishes.closedBecause', { reason: wish.close_reason })}
                  </Text>
                )}
                {archiveId !== null && (
                  <Anchor size="sm" href={archiveHref({ ...wish, fulfilled_archive_id: archiveId })}>
                    {t('wishes.viewArchive')}
                  </Anchor>
                )}
              </li>
            );
          })}
        </Stack>
      )}
    </Modal>
  );
}
