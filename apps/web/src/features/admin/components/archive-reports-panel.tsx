import type { ArchiveReportOutcome, ReportedArchive } from '@pastexam/api-contract';
import { archiveReportOutcomeLabels } from '@pastexam/api-contract/labels';
import { ReportedArchivesPanel, type ReviewListState, reportGroupKey } from '@pastexam/ui/archive-reports';
import type { ConfirmOptions } from '@pastexam/ui/confirm-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { adminArchiveReportsQuery, useResolveArchiveReports } from '../api/admin-archive-reports.ts';
import { useResolution } from '../hooks/use-resolution.ts';

/** What is asked before an outcome that removes the archive. */
function confirmationOf(outcome: ArchiveReportOutcome, name: string): ConfirmOptions | undefined {
  if (outcome === 'hidden')
    return {
      title: '移到垃圾桶',
      message: `確定要將「${name}」移到垃圾桶嗎？可在垃圾桶還原，回報者會收到處理結果。`,
      confirmLabel: '移到垃圾桶',
      danger: true,
    };
  if (outcome === 'deleted')
    return {
      title: '永久刪除',
      message: `確定要永久刪除「${name}」嗎？檔案會一併刪除，無法復原，回報者會收到處理結果。`,
      confirmLabel: '永久刪除',
      danger: true,
    };
  return undefined;
}

/**
 * 檢舉's exam reports (product §8.11): each archive's reports of one reason resolved at once. 已修正 follows an
 * edit or a move made with the archive's own edit dialog, on its page (the archive's name links there).
 */
export function ArchiveReportsPanel() {
  const { api } = useServices();
  const [state, setState] = useState<ReviewListState>('open');
  const list = useQuery(adminArchiveReportsQuery(api, state));
  const resolve = useResolveArchiveReports();
  const resolution = useResolution<string>();

  const onResolve = (group: ReportedArchive, outcome: ArchiveReportOutcome, note: string | null) => {
    const archiveId = group.archive_id;
    if (archiveId === null) return;
    void resolution.run(reportGroupKey(group), {
      confirm: confirmationOf(outcome, group.archive_name),
      send: () =>
        resolve.mutateAsync({ archiveId, body: { reason: group.reason, outcome, resolution_note: note } }),
      done: `${archiveReportOutcomeLabels[outcome]}，回報者會看到結果`,
    });
  };

  return (
    <ReportedArchivesPanel
      state={state}
      onStateChange={setState}
      groups={list.data?.groups ?? null}
      loading={list.isPending}
      onRetry={list.isError ? () => void list.refetch() : null}
      onResolve={onResolve}
      busyKey={resolution.busyKey}
      linkOf={(group) => `/archive?course=${group.course_id ?? ''}&archive=${group.archive_id ?? ''}`}
    />
  );
}
