import { Button, Group, Text } from '@mantine/core';
import type { ArchiveUsed, ExamSource } from '@pastexam/api-contract';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { AttachedSource } from './sources.ts';

export interface SourceChipsProps {
  /** The question's sources that can be opened. Required, no default. */
  sources: readonly AttachedSource[];
  /** Called by a chip with its source and archive. Required, no default. */
  onOpen: (source: ExamSource, archive: ArchiveUsed) => void;
}

/** 出處: the past-exam questions a question follows, each opening that exam at its page. */
export function SourceChips({ sources, onOpen }: SourceChipsProps) {
  if (sources.length === 0) return null;
  return (
    <Group gap={6} align="center">
      <Text size="sm" c="dimmed">
        出處
      </Text>
      {sources.map(({ source, archive, label, spoken }) => (
        <Button
          key={label}
          size="compact-xs"
          radius="xl"
          variant="light"
          maw="100%"
          leftSection={<IconFileTypePdf size={14} aria-hidden />}
          aria-label={`開啟 ${spoken}`}
          onClick={() => onOpen(source, archive)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
