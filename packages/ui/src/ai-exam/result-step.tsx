import { Button, Divider, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCopy, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useId } from 'react';
import { aiExamMessages } from '../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { ExamDocument } from './exam/exam-document.tsx';
import { ExamPlainText } from './exam/plain-text.tsx';
import type { AiExamHandlers, ResultView } from './types.ts';

export interface ResultStepProps {
  /** The step's data. Required, no default. */
  view: ResultView;
  /** Called by 複製, 開啟完整頁面, the source chips and 會 / 不會. Required, no default. */
  handlers: Pick<AiExamHandlers, 'onCopy' | 'onOpenPage' | 'onOpenSource' | 'onMark'>;
}

/**
 * The generated exam and the archives it was made from (product §6.7), ready to practise; an exam generated
 * before exams were structured is shown as its text.
 */
export function ResultStep({ view, handlers }: ResultStepProps) {
  const { exam, archives_used, generated_content } = view.result;
  const usedId = useId();
  const t = useT(aiExamMessages);
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {view.courseName} - {view.professor}
      </Text>
      <Paper withBorder p="sm" radius="sm">
        <Text size="sm" c="dimmed" mb={4} id={usedId}>
          {t('ai-exam.archivesUsed')}
        </Text>
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={usedId}>
          {archives_used.map((archive) => (
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
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="lg" component="h3" m={0}>
          {t('ai-exam.generatedExam')}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={handlers.onCopy}
          >
            {t('ai-exam.copy')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            onClick={handlers.onOpenPage}
          >
            {t('ai-exam.openPage')}
          </Button>
        </Group>
      </Group>
      {/* As wide as the modal: a wide formula or listing scrolls sideways on its own, not the whole exam. */}
      <ScrollArea.Autosize
        mah="50vh"
        type="auto"
        scrollbars="y"
        offsetScrollbars="y"
        styles={{ content: { minWidth: 0 } }}
      >
        {exam ? (
          <ExamDocument
            exam={exam}
            archives={archives_used}
            onOpenSource={handlers.onOpenSource}
            marks={view.marks}
            onMark={handlers.onMark}
          />
        ) : (
          <ExamPlainText content={generated_content} />
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
