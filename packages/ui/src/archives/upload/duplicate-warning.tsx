import { Alert, Anchor, List, Text } from '@mantine/core';
import type { ArchiveDuplicate } from '@pastexam/api-contract';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import { formatsFor } from '../../i18n/format.ts';
import { useLabels } from '../../i18n/labels.ts';
import { useLocale, useT } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/messages/archives.zh-TW.ts';

/** An archive of the course the chosen file may already be, with where to see it. */
export type FoundDuplicate = ArchiveDuplicate & { href: string };

export interface DuplicateWarningProps {
  /** The course's archives the chosen file may be, the likeliest first. Required, no default. */
  duplicates: readonly FoundDuplicate[];
}

const reasonLabels: Record<ArchiveDuplicate['reason'], MessageId> = {
  same_file: 'archives.sameFile',
  similar_text: 'archives.similarText',
};

/**
 * 這份考古題可能已經存在: the archives the chosen file may be, each a link (in a new tab, so the wizard stays as
 * it is). Only a warning: the uploader may go on, since it may be a different exam.
 */
export function DuplicateWarning({ duplicates }: DuplicateWarningProps) {
  const t = useT(archivesMessages);
  const labels = useLabels();
  const { academicYear } = formatsFor(useLocale());
  return (
    <Alert color="yellow" title={t('archives.mayExist')} role="status">
      <List size="sm" spacing={4}>
        {duplicates.map(({ archive, reason, href }) => (
          <List.Item key={archive.id}>
            {/* In the alert's own colour, underlined: the theme's link blue is too faint on dark yellow. */}
            <Anchor href={href} target="_blank" rel="noopener" size="sm" c="inherit" underline="always">
              {t('archives.duplicateOf', {
                year: academicYear(archive.academic_year),
                name: archive.name,
                professor: archive.professor,
                type: labels.archiveType[archive.archive_type],
              })}
            </Anchor>
            {t('archives.duplicateReason', { reason: t(reasonLabels[reason]) })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        {t('archives.differentExam')}
      </Text>
    </Alert>
  );
}
