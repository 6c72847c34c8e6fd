import { Modal } from '@mantine/core';
import { MyFlagsList } from '@pastexam/ui/answers/flags';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { myFlagsQuery, useMarkMyFlagsSeen } from '../api/my-flags.ts';

type MyFlagsDialogProps = {
  /** Whether 我的檢舉 is open. Required, no default. */
  opened: boolean;
  /** Called by Escape or the close button. Required, no default. */
  onClose: () => void;
};

/**
 * 我的檢舉 (product §4.12): the user's flags with their outcomes. The list shows what was new when it opened;
 * opening it marks those outcomes seen.
 */
export function MyFlagsDialog({ opened, onClose }: MyFlagsDialogProps) {
  const { api } = useServices();
  const list = useQuery(myFlagsQuery(api));
  const markSeen = useMarkMyFlagsSeen();
  const [shown, setShown] = useState(list.data?.flags ?? null);
  const unseen = list.data?.unseen ?? 0;
  useEffect(() => {
    if (!opened || !list.data) return;
    // Kept as it was on opening, so the new outcomes stay marked new while the dialog is open.
    setShown((before) => before ?? list.data.flags);
    if (unseen > 0 && !markSeen.isPending) markSeen.mutate();
  }, [opened, list.data, unseen, markSeen]);
  useEffect(() => {
    if (!opened) setShown(null);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title="我的檢舉" size="lg">
      <MyFlagsList
        flags={shown ?? list.data?.flags ?? null}
        loading={list.isPending}
        onRetry={list.isError ? () => void list.refetch() : null}
      />
    </Modal>
  );
}
