import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Archive } from '@pastexam/api-contract';
import { archiveTypeLabels } from '@pastexam/api-contract/labels';
import { IconDownload, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { groupArchivesByYear } from './archive-order.ts';

export interface ArchiveListProps {
  /** The archives to show, in any order; the list groups and orders them. Required, no default. */
  archives: readonly Archive[];
  /** Called by a row's 預覽. Required, no default. */
  onPreview: (archive: Archive) => void;
  /** Called by a row's 下載. Required, no default. */
  onDownload: (archive: Archive) => void;
  /** The archive whose download is running; its 下載 shows a loader. Default null. */
  downloadingId?: number | null;
  /** Extra buttons per row (edit, move, delete) for those allowed. Default: none. */
  renderActions?: (archive: Archive) => ReactNode;
}

/** One archive: name, professor, type, answers and downloads, with its buttons. */
function ArchiveRow({
  archive,
  onPreview,
  onDownload,
  downloading,
  actions,
}: {
  archive: Archive;
  onPreview: () => void;
  onDownload: () => void;
  downloading: boolean;
  actions: ReactNode;
}) {
  return (
    <Paper
      component="article"
      withBorder
      p="sm"
      aria-label={`${archive.academic_year} 學年度 ${archive.name}（${archive.professor}）`}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{archive.name}</Text>
            <Badge variant="light">{archiveTypeLabels[archive.archive_type]}</Badge>
            {archive.has_answers && (
              // The dot variant keeps the label in body text colour: teal text on light teal is under 4.5:1.
              <Badge variant="dot" color="teal">
                附解答
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {archive.professor} · 下載 {archive.download_count} 次
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={onPreview}
          >
            預覽
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={downloading}
            onClick={onDownload}
          >
            下載
          </Button>
          {actions}
        </Group>
      </Group>
    </Paper>
  );
}

/** The archives grouped by academic year, newest first; within a year midterm → final → quiz → other. */
export function ArchiveList({
  archives,
  onPreview,
  onDownload,
  downloadingId = null,
  renderActions,
}: ArchiveListProps) {
  return (
    <Stack gap="lg">
      {groupArchivesByYear(archives).map(({ year, archives: inYear }) => (
        <Stack key={year} component="section" gap="xs" aria-label={`${year} 學年度`}>
          <Group gap="xs" align="baseline">
            <Title order={2} size="h4">
              {year} 學年度
            </Title>
            <Text size="sm" c="dimmed">
              {inYear.length} 份
            </Text>
          </Group>
          {inYear.map((archive) => (
            <ArchiveRow
              key={archive.id}
              archive={archive}
              onPreview={() => onPreview(archive)}
              onDownload={() => onDownload(archive)}
              downloading={archive.id === downloadingId}
              actions={renderActions?.(archive)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
