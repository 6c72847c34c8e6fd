import { Text } from '@mantine/core';
import type { ArchiveReportOutcome, MyArchiveReport } from '@pastexam/api-contract';
import { MyReportItem, ReportList } from '../admin/review-list.tsx';
import { archiveReportsMessages } from '../i18n/compiled/archive-reports.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

const outcomeColors: Record<ArchiveReportOutcome, string> = {
  fixed: 'teal',
  hidden: 'orange',
  deleted: 'red',
  dismissed: 'gray',
};

/** What the reporter is told of each outcome: its message. */
export const archiveReportOutcomeSentenceIds = {
  fixed: 'archive-reports.fixedSentence',
  hidden: 'archive-reports.hiddenSentence',
  deleted: 'archive-reports.deletedSentence',
  dismissed: 'archive-reports.dismissedSentence',
} as const satisfies Record<ArchiveReportOutcome, string>;

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
  const t = useT(archiveReportsMessages);
  const labels = useLabels();
  const formats = formatsFor(useLocale());
  return (
    <ReportList
      items={reports}
      loading={loading}
      onRetry={onRetry}
      failedText={t('archive-reports.myLoadFailed')}
      emptyText={t('archive-reports.myNone')}
      renderItem={(report) => (
        <MyReportItem
          key={report.id}
          title={
            report.course_name
              ? t('archive-reports.archiveInCourse', {
                  archive: report.archive_name,
                  course: report.course_name,
                })
              : report.archive_name
          }
          outcome={
            report.outcome && {
              label: labels.archiveReportOutcome[report.outcome],
              color: outcomeColors[report.outcome],
            }
          }
          seen={report.seen}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {t(report.note ? 'archive-reports.problemWithNote' : 'archive-reports.problem', {
              reason: labels.archiveReportReason[report.reason],
              note: report.note ?? '',
              date: formats.dateTime(report.created_at),
            })}
          </Text>
          {report.outcome && (
            <Text size="sm">
              {report.resolution_note
                ? t('archive-reports.withNote', {
                    text: t(archiveReportOutcomeSentenceIds[report.outcome]),
                    note: report.resolution_note,
                  })
                : t(archiveReportOutcomeSentenceIds[report.outcome])}
            </Text>
          )}
        </MyReportItem>
      )}
    />
  );
}
