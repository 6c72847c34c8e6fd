import { Text } from '@mantine/core';
import type { ArchiveReportOutcome, MyArchiveReport } from '@pastexam/api-contract';
import { archiveReportOutcomeLabels, archiveReportReasonLabels } from '@pastexam/api-contract/labels';
import { MyReportItem, ReportList } from '../admin/review-list.tsx';
import { formatTaipeiDateTime } from '../time-format.ts';

const outcomeColors: Record<ArchiveReportOutcome, string> = {
  fixed: 'teal',
  hidden: 'orange',
  deleted: 'red',
  dismissed: 'gray',
};

/** What the reporter is told of each outcome. */
export const archiveReportOutcomeSentences: Record<ArchiveReportOutcome, string> = {
  fixed: '管理員已修正這份考古題',
  hidden: '管理員已將這份考古題移到垃圾桶',
  deleted: '這份考古題已被永久刪除',
  dismissed: '管理員檢視後決定不處理',
};

export type MyArchiveReportsListProps = {
  /** The user's reports, newest first; null while they load or when they could not be loaded. Required. */
  reports: MyArchiveReport[] | null;
  /** Whether GET /users/me/archive-reports is running. Default false. */
  loading?: boolean;
  /** Asks again after a failed load; null when it loaded. Default null. */
  onRetry?: (() => void) | null;
};

/**
 * 我的檢舉's exam reports: each with its reason, the archive, and the outcome once an admin resolved it, with
 * what the admin wrote (product §4.16).
 */
export function MyArchiveReportsList({
  reports,
  loading = false,
  onRetry = null,
}: MyArchiveReportsListProps) {
  return (
    <ReportList
      items={reports}
      loading={loading}
      onRetry={onRetry}
      failedText="無法載入我的考古題回報"
      emptyText="您還沒有回報任何考古題"
      renderItem={(report) => (
        <MyReportItem
          key={report.id}
          title={`${report.archive_name}${report.course_name ? `・${report.course_name}` : ''}`}
          outcome={
            report.outcome && {
              label: archiveReportOutcomeLabels[report.outcome],
              color: outcomeColors[report.outcome],
            }
          }
          seen={report.seen}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            問題：{archiveReportReasonLabels[report.reason]}
            {report.note ? `（${report.note}）` : ''}・{formatTaipeiDateTime(report.created_at)}
          </Text>
          {report.outcome && (
            <Text size="sm">
              {archiveReportOutcomeSentences[report.outcome]}
              {report.resolution_note ? `：${report.resolution_note}` : ''}
            </Text>
          )}
        </MyReportItem>
      )}
    />
  );
}
