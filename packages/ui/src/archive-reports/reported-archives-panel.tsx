import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  ARCHIVE_REPORT_NOTE_MAX_LENGTH,
  type ArchiveReportOutcome,
  type ReportedArchive,
} from '@pastexam/api-contract';
import { useState } from 'react';
import { ReviewList, type ReviewListState } from '../admin/review-list.tsx';
import { archiveReportsMessages } from '../i18n/compiled/archive-reports.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

export type ReportedArchivesPanelProps = {
  /** 待處理 or 已處理. Required, no default. */
  state: ReviewListState;
  /** Called when the admin switches between them. Required, no default. */
  onStateChange: (state: ReviewListState) => void;
  /** The groups of reports; null while they load or when they could not be loaded. Required. */
  groups: ReportedArchive[] | null;
  /** Whether the list is loading. Default false. */
  loading?: boolean;
  /** Asks again after a failed load; null when it loaded. Default null. */
  onRetry?: (() => void) | null;
  /** Resolves every open report of the group, with the admin's optional note. Required, no default. */
  onResolve: (group: ReportedArchive, outcome: ArchiveReportOutcome, note: string | null) => void;
  /** The group whose resolution is being sent (`archiveId|reason`); its buttons wait. Default null. */
  busyKey?: string | null;
  /** The address of the archive, where its edit dialog fixes or moves it. Required, no default. */
  linkOf: (group: ReportedArchive) => string;
};

/** A group's key: its archive and reason. */
export const reportGroupKey = (group: Pick<ReportedArchive, 'archive_id' | 'reason'>) =>
  `${group.archive_id ?? 'gone'}|${group.reason}`;

const outcomes: readonly ArchiveReportOutcome[] = ['fixed', 'hidden', 'deleted', 'dismissed'];
const outcomeColors: Record<ArchiveReportOutcome, string | undefined> = {
  fixed: 'teal',
  hidden: 'orange',
  deleted: 'red',
  dismissed: undefined,
};

function Resolution({
  group,
  onResolve,
  busy,
}: { group: ReportedArchive; busy: boolean } & Pick<ReportedArchivesPanelProps, 'onResolve'>) {
  const t = useT(archiveReportsMessages);
  const labels = useLabels();
  const [note, setNote] = useState('');
  return (
    <Stack gap="xs">
      <Textarea
        label={t('archive-reports.resolutionNote')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={ARCHIVE_REPORT_NOTE_MAX_LENGTH}
        rows={2}
      />
      <Group gap="xs">
        {outcomes.map((outcome) => (
          <Button
            key={outcome}
            size="xs"
            variant={outcome === 'dismissed' ? 'default' : 'light'}
            color={outcomeColors[outcome]}
            loading={busy}
            onClick={() => onResolve(group, outcome, note.trim() === '' ? null : note.trim())}
          >
            {labels.archiveReportOutcome[outcome]}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function ReportedArchiveCard(props: { group: ReportedArchive; busy: boolean } & ReportedArchivesPanelProps) {
  const t = useT(archiveReportsMessages);
  const labels = useLabels();
  const formats = formatsFor(useLocale());
  const separator = t('archive-reports.separator');
  const { group } = props;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            {group.archive_id === null ? (
              <Text fw={600}>{group.archive_name}</Text>
            ) : (
              <Anchor href={props.linkOf(group)} fw={600}>
                {group.archive_name}
              </Anchor>
            )}
            {group.course_name && (
              <Text size="sm" c="dimmed">
                {group.course_name}
              </Text>
            )}
            {group.in_trash && (
              <Badge color="gray" variant="light">
                {t('archive-reports.inTrash')}
              </Badge>
            )}
          </Group>
          <Badge color="red" variant="light">
            {t('archive-reports.reasonCount', {
              reason: labels.archiveReportReason[group.reason],
              count: group.count,
            })}
          </Badge>
        </Group>
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {group.reports.map((report) => (
            <Text component="li" key={report.id} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {t(report.note ? 'archive-reports.reporterWithNote' : 'archive-reports.reporter', {
                name: report.reporter.name,
                note: report.note ?? '',
                date: formats.dateTime(report.created_at),
              })}
            </Text>
          ))}
        </Stack>
        {group.outcome ? (
          <Text size="sm" fw={600}>
            {labels.archiveReportOutcome[group.outcome]}
            {separator}
            {group.resolved_by ?? ''}
            {group.resolved_at ? `${separator}${formats.dateTime(group.resolved_at)}` : ''}
            {group.resolution_note ? `${separator}${group.resolution_note}` : ''}
          </Text>
        ) : (
          group.archive_id !== null && (
            <Resolution group={group} onResolve={props.onResolve} busy={props.busy} />
          )
        )}
      </Stack>
    </Paper>
  );
}

/**
 * 檢舉's exam reports (product §8.11): open reports grouped by archive and reason, newest first, each group
 * resolved at once as 已修正 (after fixing or moving it with its edit dialog, on the archive's page), 移到垃圾桶,
 * 永久刪除 or 不處理; and the latest resolved ones.
 */
export function ReportedArchivesPanel(props: ReportedArchivesPanelProps) {
  const t = useT(archiveReportsMessages);
  return (
    <ReviewList
      state={props.state}
      onStateChange={props.onStateChange}
      items={props.groups}
      loading={props.loading}
      onRetry={props.onRetry}
      failedText={t('archive-reports.loadFailed')}
      emptyText={{ open: t('archive-reports.noneOpen'), resolved: t('archive-reports.noneResolved') }}
      renderItem={(group) => (
        <ReportedArchiveCard
          key={`${reportGroupKey(group)}|${group.reports[0]?.id ?? 0}`}
          {...props}
          group={group}
          busy={props.busyKey === reportGroupKey(group)}
        />
      )}
    />
  );
}
