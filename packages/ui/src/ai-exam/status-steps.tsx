import { Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorView, GeneratingView } from './types.ts';

/** While the key status, the saved task and the course list load. */
export function LoadingStep() {
  return (
    <Stack align="center" p="xl" gap="md" role="status">
      <Loader aria-hidden />
      <Text fw={600}>載入中...</Text>
    </Stack>
  );
}

/** The wait for Gemini; the user may close the modal and come back (product §6.6: 2 to 5 minutes). */
export function GeneratingStep({ view }: { view: GeneratingView }) {
  return (
    <Stack align="center" p="xl" gap="xs" role="status">
      <Loader aria-hidden />
      <Text fw={600} size="lg" mt="md">
        AI 正在分析考古題並生成模擬試題...
      </Text>
      <Text size="sm" c="dimmed">
        這可能需要 2-5 分鐘，您可以關閉視窗稍後再回來查看結果
      </Text>
      <Text size="sm" c="dimmed" mt="md">
        正在分析：
      </Text>
      <Text fw={600}>
        {view.courseName} - {view.professor}
      </Text>
    </Stack>
  );
}

export function ErrorStep({ view }: { view: ErrorView }) {
  return (
    <Stack align="center" p="xl" gap="xs" role="alert">
      <ThemeIcon color="red" variant="light" size={56} radius="xl" aria-hidden>
        <IconAlertTriangle size={32} />
      </ThemeIcon>
      <Text fw={600} size="lg" mt="sm">
        生成失敗
      </Text>
      <Text c="dimmed">{view.message}</Text>
    </Stack>
  );
}
