import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { Task } from '@pastexam/api-contract';
import { LoadError } from '@pastexam/ui/archives';
import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isRunning } from '../api/get-task.ts';

type TaskAnswer = { data: Task | undefined; isError: boolean; refetch: () => unknown };

/** 回到我的模擬試題, under every state that has nothing else to offer. */
function BackToList() {
  const t = useT(aiExamMessages);
  return (
    <Button component={Link} to="/exams" variant="default">
      {t('ai-exam.backToList')}
    </Button>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="md">
        {children}
      </Stack>
    </Container>
  );
}

/**
 * What an exam's page shows until there is an exam to show: loading, unreachable, gone, still being generated,
 * or failed. Null once the exam is complete, for the caller to draw it.
 */
export function ExamPageState({ task }: { task: TaskAnswer }): ReactNode {
  const t = useT(aiExamMessages);
  const answer = task.data;
  if (!answer) {
    if (!task.isError) {
      return (
        <Center py="xl">
          <Loader role="status" aria-label={t('ai-exam.loading')} />
        </Center>
      );
    }
    return (
      <Container size="sm" py="xl">
        <LoadError message={t('ai-exam.examLoadFailed')} onRetry={() => void task.refetch()} />
      </Container>
    );
  }
  if (answer.status === 'not_found') {
    return (
      <Frame>
        <Title order={1}>{t('ai-exam.examNotFound')}</Title>
        <Text c="dimmed">{t('ai-exam.examNotFoundHint')}</Text>
        <BackToList />
      </Frame>
    );
  }
  if (isRunning(answer)) {
    return (
      <Frame>
        <Loader aria-hidden />
        <Title order={1}>{t('ai-exam.examGenerating')}</Title>
        <Text c="dimmed" role="status">
          {t('ai-exam.examGeneratingHint')}
        </Text>
        <BackToList />
      </Frame>
    );
  }
  if (answer.status === 'failed' || !answer.result) {
    return (
      <Frame>
        <Title order={1}>{t('ai-exam.failed')}</Title>
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} ta="start">
          {answer.error ?? t('ai-exam.generationFailed')}
        </Alert>
        <Text c="dimmed">{t('ai-exam.examFailedHint')}</Text>
        <BackToList />
      </Frame>
    );
  }
  return null;
}
