import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Archive, ListedArchive } from '@pastexam/api-contract';
import { aside, type Labels, typeLabelBesideName } from '@pastexam/api-contract/labels';
import { memo, type ReactNode } from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { type Formats, formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { CoverageText } from '../progress/coverage-text.tsx';
import { RowGlyph } from './row-glyph.tsx';

/**
 * How a row names its archive, for screen readers and for the buttons that act on it: year, name, professor.
 * `formats` and `labels` are the page's (`formatsFor(useLocale())`, `useLabels()`).
 */
export function archiveLabel(
  archive: Pick<Archive, 'academic_year' | 'name' | 'professor'>,
  formats: Pick<Formats, 'academicYear'>,
  labels: Pick<Labels, 'words'>,
): string {
  return `${formats.academicYear(archive.academic_year)} ${archive.name}${aside(labels, archive.professor)}`;
}

export interface ArchiveRowProps {
  /** The archive shown. Required, no default. */
  archive: ListedArchive;
  /** Called with the archive by 預覽; keep the same function from one render to the next. Required, no default. */
  onPreview: (archive: ListedArchive) => void;
  /** Called with the archive by 下載; keep the same function from one render to the next. Required, no default. */
  onDownload: (archive: ListedArchive) => void;
  /** Its download is running: 下載 shows a loader. Required, no default. */
  downloading: boolean;
  /** Extra buttons for the archive (edit, move, delete). Default: none. */
  renderActions?: (archive: ListedArchive) => ReactNode;
}

/** How many messages the archive's discussion holds (product §4.10): an icon and the number, read as 「3 則留言」. */
function MessageCount({ count }: { count: number }) {
  const t = useT(archivesMessages);
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      <RowGlyph name="message" size="sm" />
      <Text size="sm" c="dimmed">
        {count}
        <VisuallyHidden>{t('archives.messageCount', { count })}</VisuallyHidden>
      </Text>
    </Group>
  );
}

/**
 * One archive: name, professor, type (unless the name is just the type), answers and downloads, with its buttons. Drawn again only when one of its
 * props changes, so scrolling or filtering a long list draws only the rows that come into it.
 */
export const ArchiveRow = memo(function ArchiveRow({
  archive,
  onPreview,
  onDownload,
  downloading,
  renderActions,
}: ArchiveRowProps) {
  const t = useT(archivesMessages);
  const formats = formatsFor(useLocale());
  const labels = useLabels();
  const type = typeLabelBesideName(archive, labels);
  return (
    <Paper component="article" withBorder p="sm" aria-label={archiveLabel(archive, formats, labels)}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{archive.name}</Text>
            {type !== null && <Badge variant="light">{type}</Badge>}
            {archive.has_answers && (
              // The dot variant keeps the label in body text colour: teal text on light teal is under 4.5:1.
              <Badge variant="dot" color="teal">
                {t('archives.withAnswers')}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('archives.professorDownloads', {
                professor: archive.professor,
                count: archive.download_count,
              })}
            </Text>
            <MessageCount count={archive.message_count} />
            <CoverageText coverage={archive} size="sm" />
          </Group>
        </Stack>
        {/* Wrapped on a narrow screen: an admin's row holds up to seven buttons. */}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            size="xs"
            leftSection={<RowGlyph name="eye" />}
            onClick={() => onPreview(archive)}
          >
            {t('archives.preview')}
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<RowGlyph name="download" />}
            loading={downloading}
            onClick={() => onDownload(archive)}
          >
            {t('archives.download')}
          </Button>
          {renderActions?.(archive)}
        </Group>
      </Group>
    </Paper>
  );
});
