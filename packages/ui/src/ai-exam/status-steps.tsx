import { Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { aiExamMessages } from '../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { ErrorView, GeneratingView } from './types.ts';

/** While the key status, the saved task and the course list load. */
export function LoadingStep() {
  const t = useT(aiExamMessages);
  return (
    <Stack align="center" p="xl" gap="md" role="status">
      <Loader aria-hidden />
      <Text fw={600}>{t('ai-exam.loadingStep')}</Text>
    </Stack>
  );
}

/** The wait for Gemini; the user may close the modal and come back (product §6.6: 2 to 5 minutes). */
export function GeneratingStep({ view }: { view: GeneratingView }) {
  const t = useT(aiExamMessages);
  return (
    <Stack align="center" p="xl" gap="xs" role="status">
      <Loader aria-hidden />
      <Text fw={600} size="lg" mt="md">
        {t('ai-exam.generating')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('ai-exam.generatingHint')}
      </Text>
      <Text size="sm" c="dimmed" mt="md">
        {t('ai-exam.analysing')}
      </Text>
      <Text fw={600}>
        {view.courseName} - {view.professor}
      </Text>
    </Stack>
  );
}

export function ErrorStep({ view }: { view: ErrorView }) {
  const t = useT(aiExamMessages);
  return (
    <Stack align="center" p="xl" gap="xs" role="alert">
      <ThemeIcon color="red" variant="light" size={56} radius="xl" aria-hidden>
        <IconAlertTriangle size={32} />
      </ThemeIcon>
      <Text fw={600} size="lg" mt="sm">
        {t('ai-exam.failed')}
      </Text>
      <Text c="dimmed">{view.message ?? t('ai-exam.generationFailed')}</Text>
    </Stack>
  );
}
