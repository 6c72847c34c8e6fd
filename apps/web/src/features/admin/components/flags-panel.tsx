import { FlaggedAnswersPanel, type FlagListState } from '@pastexam/ui/answers/flags';
import { useLabels, useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { adminFlagsQuery, useResolveFlags } from '../api/admin-flags.ts';
import { useResolution } from '../hooks/use-resolution.ts';

/** 檢舉: flagged answers, each resolved at once as kept, hidden or deleted (product §8.11). */
export function FlagsPanel() {
  const t = useT(answersMessages);
  const labels = useLabels();
  const deleteConfirmation = {
    title: t('answers.deleteAnswerTitle'),
    message: t('answers.deleteFlaggedConfirm'),
    confirmLabel: t('answers.deleteAnswerTitle'),
    danger: true,
  };
  const { api } = useServices();
  const [state, setState] = useState<FlagListState>('open');
  const list = useQuery(adminFlagsQuery(api, state));
  const resolve = useResolveFlags();
  const resolution = useResolution<number>();

  const onResolve = (answerId: number, outcome: 'kept' | 'hidden' | 'deleted') =>
    resolution.run(answerId, {
      confirm: outcome === 'deleted' ? deleteConfirmation : undefined,
      send: () => resolve.mutateAsync({ answerId, outcome }),
      done: t('answers.flagResolved', { outcome, label: labels.flagOutcome[outcome] }),
    });

  return (
    <FlaggedAnswersPanel
      state={state}
      onStateChange={setState}
      answers={list.data?.answers ?? null}
      loading={list.isPending}
      onRetry={list.isError ? () => void list.refetch() : null}
      onResolve={(answerId, outcome) => void onResolve(answerId, outcome)}
      busyAnswerId={resolution.busyKey}
      linkOf={(answer) => `/archive?course=${answer.course_id}&archive=${answer.archive_id}`}
    />
  );
}
