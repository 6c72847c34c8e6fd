import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import type { Task } from '@pastexam/api-contract';
import { LoadError } from '@pastexam/ui/archives';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isRunning } from '../api/get-task.ts';

type TaskAnswer = { data: Task | undefined; isError: boolean; refetch: () => unknown };

/** 回到我的模擬試題, under every state that has nothing else to offer. */
function BackToList() {
  return (
    <Button component={Link} to="/exams" variant="default">
      回到我的模擬試題
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
  const answer = task.data;
  if (!answer) {
    if (!task.isError) {
      return (
        <Center py="xl">
          <Loader aria-label="載入中" />
        </Center>
      );
    }
    return (
      <Container size="sm" py="xl">
        <LoadError message="無法載入模擬試題，請稍後再試" onRetry={() => void task.refetch()} />
      </Container>
    );
  }
  if (answer.status === 'not_found') {
    return (
      <Frame>
        <Title order={1}>找不到這份模擬試題</Title>
        <Text c="dimmed">它可能已被刪除，或不屬於你的帳號。</Text>
        <BackToList />
      </Frame>
    );
  }
  if (isRunning(answer)) {
    return (
      <Frame>
        <Loader aria-hidden />
        <Title order={1}>模擬試題生成中</Title>
        <Text c="dimmed" role="status">
          完成後會自動顯示，通常需要一到兩分鐘。
        </Text>
        <BackToList />
      </Frame>
    );
  }
  if (answer.status === 'failed' || !answer.result) {
    return (
      <Frame>
        <Title order={1}>生成失敗</Title>
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} ta="start">
          {answer.error ?? '生成失敗，請稍後再試'}
        </Alert>
        <Text c="dimmed">可以在「我的模擬試題」以相同的考古題重試。</Text>
        <BackToList />
      </Frame>
    );
  }
  return null;
}
