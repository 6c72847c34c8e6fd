import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { ExamPlainText, ExamPrint } from '@pastexam/ui/ai-exam/exam';
import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useServices } from '../../../lib/services.tsx';
import { taskQuery } from '../api/get-task.ts';
import { ExamPageState } from './exam-states.tsx';
import classes from './print.module.css';

/**
 * 下載 PDF (product §6.10): the exam laid out for paper, questions first and the answer key on pages of its own,
 * saved as a PDF through the browser's print dialog. The buttons above it are not printed.
 */
export function ExamPrintPage({ taskId }: { taskId: string }) {
  const t = useT(aiExamMessages);
  const { api } = useServices();
  const task = useQuery(taskQuery(api, taskId));
  const result = task.data?.status === 'complete' ? task.data.result : null;
  if (!result) return <ExamPageState task={task} />;

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Stack gap="xs" className={classes.screenOnly}>
          <Group justify="space-between">
            <Button
              renderRoot={(props) => <Link {...props} to="/exams/$taskId" params={{ taskId }} />}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              {t('ai-exam.backToExam')}
            </Button>
            <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
              {t('ai-exam.print')}
            </Button>
          </Group>
          <Alert color="blue" variant="light">
            <Text size="sm">{t('ai-exam.printHint')}</Text>
          </Alert>
        </Stack>
        {result.exam ? (
          <ExamPrint exam={result.exam} archives={result.archives_used} />
        ) : (
          <ExamPlainText content={result.generated_content} />
        )}
      </Stack>
    </Container>
  );
}
