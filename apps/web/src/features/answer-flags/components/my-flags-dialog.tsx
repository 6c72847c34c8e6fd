import { Modal } from '@mantine/core';
import { MyFlagsList } from '@pastexam/ui/answers/flags';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { useMarkMyFlagsSeen } from '../api/mark-my-flags-seen.ts';
import { myFlagsQuery } from '../api/my-flags.ts';

type MyFlagsDialogProps = {
  /** Whether 我的檢舉 is open. Required, no default. */
  opened: boolean;
  /** Called by Escape or the close button. Required, no default. */
  onClose: () => void;
};

/**
 * 我的檢舉 (product §4.13): the user's flags with their outcomes, asked again as it opens (an admin may have
 * resolved one since the count was read). The list shows what was new when it opened; opening it marks those
 * outcomes seen.
 */
export function MyFlagsDialog({ opened, onClose }: MyFlagsDialogProps) {
  const { api } = useServices();
  const list = useQuery(myFlagsQuery(api));
  const { mutate: markSeen } = useMarkMyFlagsSeen();
  const { refetch } = list;
  const [shown, setShown] = useState<typeof list.data | null>(null);
  useEffect(() => {
    if (!opened) {
      setShown(null);
      return;
    }
    let current = true;
    void refetch().then(({ data }) => {
      if (!current || !data) return;
      // Kept as it was on opening, so the new outcomes stay marked new while the dialog is open.
      setShown(data);
      if (data.unseen > 0) markSeen();
    });
    return () => {
      current = false;
    };
  }, [opened, refetch, markSeen]);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="我的檢舉"
      size="lg"
      closeButtonProps={{ 'aria-label': '關閉我的檢舉' }}
    >
      <MyFlagsList
        flags={shown?.flags ?? (list.isFetching ? null : (list.data?.flags ?? null))}
        loading={shown === null && list.isFetching}
        onRetry={shown === null && list.isError ? () => void refetch() : null}
      />
    </Modal>
  );
}
