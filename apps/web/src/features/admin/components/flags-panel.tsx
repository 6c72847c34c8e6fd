import { flagOutcomeLabels } from '@pastexam/api-contract/labels';
import { FlaggedAnswersPanel, type FlagListState } from '@pastexam/ui/answers/flags';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { adminFlagsQuery, useResolveFlags } from '../api/admin-flags.ts';
import { useResolution } from '../hooks/use-resolution.ts';

const deleteConfirmation = {
  title: '刪除答案',
  message: '確定要刪除這則解答嗎？刪除後無法復原，檢舉者會收到處理結果。',
  confirmLabel: '刪除答案',
  danger: true,
};

/** 檢舉: flagged answers, each resolved at once as kept, hidden or deleted (product §8.11). */
export function FlagsPanel() {
  const { api } = useServices();
  const [state, setState] = useState<FlagListState>('open');
  const list = useQuery(adminFlagsQuery(api, state));
  const resolve = useResolveFlags();
  const resolution = useResolution<number>();

  const onResolve = (answerId: number, outcome: 'kept' | 'hidden' | 'deleted') =>
    resolution.run(answerId, {
      confirm: outcome === 'deleted' ? deleteConfirmation : undefined,
      send: () => resolve.mutateAsync({ answerId, outcome }),
      done: `已${flagOutcomeLabels[outcome]}，檢舉者會看到結果`,
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
