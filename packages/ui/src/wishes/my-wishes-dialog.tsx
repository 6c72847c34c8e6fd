import { Anchor, Badge, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Wish, WishState } from '@pastexam/api-contract';
import { wishExamLabel } from '@pastexam/api-contract/labels';

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

const stateLabels: Record<WishState, { label: string; color: string }> = {
  open: { label: '等待中', color: 'blue' },
  fulfilled: { label: '已實現', color: 'teal' },
  closed: { label: '已關閉', color: 'gray' },
};

/** 我的願望: every wish the reader waits or waited on, with what became of it (the archive, or why it was closed). */
export function MyWishesDialog({ opened, wishes, archiveHref, onClose }: MyWishesDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="我的願望"
      centered
      closeButtonProps={{ 'aria-label': '關閉我的願望' }}
    >
      {wishes === null ? (
        <Loader size="sm" mx="auto" display="block" aria-label="正在載入我的願望" />
      ) : wishes.length === 0 ? (
        <Text c="dimmed">還沒有許過願。</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {wishes.map((wish) => {
            const state = stateLabels[wish.state];
            const archiveId = wish.fulfilled_archive_id;
            return (
              <li key={wish.id}>
                <Group gap="xs">
                  <Badge color={state.color} variant="light">
                    {state.label}
                  </Badge>
                  <Text size="sm" fw={500}>
                    {wish.course_name} {wishExamLabel(wish)}
                  </Text>
                </Group>
                {wish.state === 'closed' && wish.close_reason && (
                  <Text size="sm" c="dimmed">
                    關閉原因：{wish.close_reason}
                  </Text>
                )}
                {archiveId !== null && (
                  <Anchor size="sm" href={archiveHref({ ...wish, fulfilled_archive_id: archiveId })}>
                    查看考古題
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
