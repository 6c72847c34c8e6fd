import type { ArchiveReportOutcome, ReportedArchive } from '@pastexam/api-contract';
import { archiveReportOutcomeLabels } from '@pastexam/api-contract/labels';
import { ReportedArchivesPanel, type ReviewListState, reportGroupKey } from '@pastexam/ui/archive-reports';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { adminArchiveReportsQuery, useResolveArchiveReports } from '../api/admin-archive-reports.ts';

/** What is asked before an outcome that removes the archive. */
const confirmations: Partial<
  Record<ArchiveReportOutcome, { title: string; message: (name: string) => string }>
> = {
  hidden: {
    title: '移到垃圾桶',
    message: (name) => `確定要將「${name}」移到垃圾桶嗎？可在垃圾桶還原，回報者會收到處理結果。`,
  },
  deleted: {
    title: '永久刪除',
    message: (name) => `確定要永久刪除「${name}」嗎？檔案會一併刪除，無法復原，回報者會收到處理結果。`,
  },
};

/**
 * 檢舉's exam reports (product §8.11): each archive's reports of one reason resolved at once. 已修正 follows an
 * edit or a move made with the archive's own edit dialog, on its page (the archive's name links there).
 */
export function ArchiveReportsPanel() {
  const { api } = useServices();
  const confirm = useConfirm();
  const [state, setState] = useState<ReviewListState>('open');
  const list = useQuery(adminArchiveReportsQuery(api, state));
  const resolve = useResolveArchiveReports();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const onResolve = async (group: ReportedArchive, outcome: ArchiveReportOutcome, note: string | null) => {
    if (group.archive_id === null) return;
    const asked = confirmations[outcome];
    if (asked) {
      const confirmed = await confirm({
        title: asked.title,
        message: asked.message(group.archive_name),
        confirmLabel: asked.title,
        danger: true,
      });
      if (!confirmed) return;
    }
    setBusyKey(reportGroupKey(group));
    try {
      await resolve.mutateAsync({
        archiveId: group.archive_id,
        body: { reason: group.reason, outcome, resolution_note: note },
      });
      toast.success('已處理', `${archiveReportOutcomeLabels[outcome]}，回報者會看到結果`);
    } catch (error) {
      toastRefusal('處理失敗', error);
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <ReportedArchivesPanel
      state={state}
      onStateChange={setState}
      groups={list.data?.groups ?? null}
      loading={list.isPending}
      onRetry={list.isError ? () => void list.refetch() : null}
      onResolve={(group, outcome, note) => void onResolve(group, outcome, note)}
      busyKey={busyKey}
      linkOf={(group) => `/archive?course=${group.course_id ?? ''}&archive=${group.archive_id ?? ''}`}
    />
  );
}
