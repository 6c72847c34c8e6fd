import { Button, Divider, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCopy, IconFileTypePdf } from '@tabler/icons-react';
import { useId } from 'react';
import type { AiExamHandlers, ResultView } from './types.ts';

export interface ResultStepProps {
  /** The step's data. Required, no default. */
  view: ResultView;
  /** Called by 複製. Required, no default. */
  handlers: Pick<AiExamHandlers, 'onCopy'>;
}

/** The generated exam and the archives it was made from (product §6.7). */
export function ResultStep({ view, handlers }: ResultStepProps) {
  const usedId = useId();
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {view.courseName} - {view.professor}
      </Text>
      <Paper withBorder p="sm" radius="sm">
        <Text size="sm" c="dimmed" mb={4} id={usedId}>
          使用的考古題
        </Text>
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={usedId}>
          {view.result.archives_used.map((archive) => (
            <Group component="li" key={archive.id} gap={6} wrap="nowrap">
              <IconFileTypePdf size={16} aria-hidden color="var(--mantine-color-red-7)" />
              <Text size="sm">
                <Text span fw={600} inherit>
                  {archive.academic_year}
                </Text>{' '}
                - {archive.name}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Divider />
      <Group justify="space-between">
        <Text fw={600} size="lg" component="h3" m={0}>
          生成的模擬試題
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={handlers.onCopy}
        >
          複製
        </Button>
      </Group>
      <ScrollArea.Autosize mah="50vh" type="auto">
        <Paper
          p="sm"
          radius="sm"
          bg="var(--mantine-color-default-hover)"
          style={{
            whiteSpace: 'pre-wrap',
            lineHeight: 1.8,
            fontFamily: 'var(--mantine-font-family-monospace)',
          }}
          data-testid="ai-exam-content"
          tabIndex={0}
          aria-label="生成的模擬試題內容"
        >
          {view.result.generated_content}
        </Paper>
      </ScrollArea.Autosize>
    </Stack>
  );
}
