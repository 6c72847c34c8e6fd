import { Button, Group, Text } from '@mantine/core';
import type { ArchiveUsed, ExamSource } from '@pastexam/api-contract';
import { IconFileTypePdf } from '@tabler/icons-react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import type { AttachedSource } from './sources.ts';

export interface SourceChipsProps {
  /** The question's sources that can be opened. Required, no default. */
  sources: readonly AttachedSource[];
  /** Called by a chip with its source and archive. Required, no default. */
  onOpen: (source: ExamSource, archive: ArchiveUsed) => void;
}

/** 出處: the past-exam questions a question follows, each opening that exam at its page. */
export function SourceChips({ sources, onOpen }: SourceChipsProps) {
  const t = useT(aiExamMessages);
  if (sources.length === 0) return null;
  return (
    <Group gap={6} align="center">
      <Text size="sm" c="dimmed">
        {t('ai-exam.sources')}
      </Text>
      {sources.map(({ source, archive, label, spoken }) => (
        <Button
          key={label}
          size="compact-xs"
          radius="xl"
          variant="light"
          maw="100%"
          leftSection={<IconFileTypePdf size={14} aria-hidden />}
          aria-label={t('ai-exam.openSource', { source: spoken })}
          onClick={() => onOpen(source, archive)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
