import { Modal, Stack, Title } from '@mantine/core';
import { MyFlagsList } from '@pastexam/ui/answers/flags';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
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
  const t = useT(answersMessages);
  const { api } = useServices();
  const { mutate: markSeen } = useMarkMyFlagsSeen();
  const list = useSeenOnOpen(opened, useQuery(myFlagsQuery(api)), (data) => data.flags, markSeen);
  const flags = <MyFlagsList flags={list.items} loading={list.loading} onRetry={list.onRetry} />;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('answers.myReports')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('answers.closeMyReports') }}
    >
      {more ? (
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('answers.answersHeading')}
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
