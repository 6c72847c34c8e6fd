import { Modal, Stack, Title } from '@mantine/core';
import { MyFlagsList } from '@pastexam/ui/answers/flags';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { useSeenOnOpen } from '../../../lib/use-seen-on-open.ts';
import { useMarkMyFlagsSeen } from '../api/mark-my-flags-seen.ts';
import { myFlagsQuery } from '../api/my-flags.ts';

type MyFlagsDialogProps = {
  /** Whether 我的檢舉 is open. Required, no default. */
  opened: boolean;
  /** Called by Escape or the close button. Required, no default. */
  onClose: () => void;
  /** The user's other reports, listed after the flags under their own heading (the app wires them). Default none. */
  more?: ReactNode;
};

/**
 * 我的檢舉 (product §4.13): the user's flags with their outcomes, asked again as it opens; opening it marks
 * those outcomes seen (useSeenOnOpen).
 */
export function MyFlagsDialog({ opened, onClose, more }: MyFlagsDialogProps) {
  const { api } = useServices();
  const { mutate: markSeen } = useMarkMyFlagsSeen();
  const list = useSeenOnOpen(opened, useQuery(myFlagsQuery(api)), (data) => data.flags, markSeen);
  const flags = <MyFlagsList flags={list.items} loading={list.loading} onRetry={list.onRetry} />;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="我的檢舉"
      size="lg"
      closeButtonProps={{ 'aria-label': '關閉我的檢舉' }}
    >
      {more ? (
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              解答
            </Title>
            {flags}
          </Stack>
          {more}
        </Stack>
      ) : (
        flags
      )}
    </Modal>
  );
}
