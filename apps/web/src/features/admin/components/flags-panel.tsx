import { flagOutcomeLabels } from '@pastexam/api-contract/labels';
import { FlaggedAnswersPanel, type FlagListState } from '@pastexam/ui/answers/flags';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { adminFlagsQuery, useResolveFlags } from '../api/admin-flags.ts';

/** 檢舉: flagged answers, each resolved at once as kept, hidden or deleted (product §8.11). */
export function FlagsPanel() {
  const { api } = useServices();
  const confirm = useConfirm();
  const [state, setState] = useState<FlagListState>('open');
  const list = useQuery(adminFlagsQuery(api, state));
  const resolve = useResolveFlags();
  const [busyId, setBusyId] = useState<number | null>(null);

  const onResolve = async (answerId: number, outcome: 'kept' | 'hidden' | 'deleted') => {
    if (outcome === 'deleted') {
      const confirmed = await confirm({
        title: '刪除答案',
        message: '確定要刪除這則解答嗎？刪除後無法復原，檢舉者會收到處理結果。',
        confirmLabel: '刪除答案',
        danger: true,
      });
      if (!confirmed) return;
    }
    setBusyId(answerId);
    try {
      await resolve.mutateAsync({ answerId, outcome });
      toast.success('已處理', `已${flagOutcomeLabels[outcome]}，檢舉者會看到結果`);
    } catch (error) {
      toastRefusal('處理失敗', error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <FlaggedAnswersPanel
      state={state}
      onStateChange={setState}
      answers={list.data?.answers ?? null}
      loading={list.isPending}
      onRetry={list.isError ? () => void list.refetch() : null}
      onResolve={(answerId, outcome) => void onResolve(answerId, outcome)}
      busyAnswerId={busyId}
      linkOf={(answer) => `/archive?course=${answer.course_id}&archive=${answer.archive_id}`}
    />
  );
}
