import type { ArchiveReportOutcome, ReportedArchive } from '@pastexam/api-contract';
import { ReportedArchivesPanel, type ReviewListState, reportGroupKey } from '@pastexam/ui/archive-reports';
import type { ConfirmOptions } from '@pastexam/ui/confirm-dialog';
import { type Catalogue, type Translate, useLabels, useT } from '@pastexam/ui/i18n';
import { archiveReportsMessages } from '@pastexam/ui/messages/archive-reports';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { adminArchiveReportsQuery, useResolveArchiveReports } from '../api/admin-archive-reports.ts';
import { useResolution } from '../hooks/use-resolution.ts';

type ArchiveReportsTranslate = Translate<
  typeof archiveReportsMessages extends Catalogue<infer Id> ? Id : never
>;

/** What is asked before an outcome that removes the archive, in the words of `t`. */
function confirmationOf(
  outcome: ArchiveReportOutcome,
  name: string,
  t: ArchiveReportsTranslate,
): ConfirmOptions | undefined {
  if (outcome === 'hidden')
    return {
      title: t('archive-reports.trashTitle'),
      message: t('archive-reports.trashConfirm', { name }),
      confirmLabel: t('archive-reports.trashTitle'),
      danger: true,
    };
  if (outcome === 'deleted')
    return {
      title: t('archive-reports.deleteTitle'),
      message: t('archive-reports.deleteConfirm', { name }),
      confirmLabel: t('archive-reports.deleteTitle'),
      danger: true,
    };
  return undefined;
}

/**
 * 檢舉's exam reports (product §8.11): each archive's reports of one reason resolved at once. 已修正 follows an
 * edit or a move made with the archive's own edit dialog, on its page (the archive's name links there).
 */
export function ArchiveReportsPanel() {
  const t = useT(archiveReportsMessages);
  const labels = useLabels();
  const { api } = useServices();
  const [state, setState] = useState<ReviewListState>('open');
  const list = useQuery(adminArchiveReportsQuery(api, state));
  const resolve = useResolveArchiveReports();
  const resolution = useResolution<string>();

  const onResolve = (group: ReportedArchive, outcome: ArchiveReportOutcome, note: string | null) => {
    const archiveId = group.archive_id;
    if (archiveId === null) return;
    void resolution.run(reportGroupKey(group), {
      confirm: confirmationOf(outcome, group.archive_name, t),
      send: () =>
        resolve.mutateAsync({ archiveId, body: { reason: group.reason, outcome, resolution_note: note } }),
      done: t('archive-reports.resolved', { outcome, label: labels.archiveReportOutcome[outcome] }),
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
