import { Container, Loader, Stack, Title } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { practiceMessages } from '@pastexam/ui/messages/practice';
import { PracticeStartPanel } from '@pastexam/ui/practice';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { practiceOverviewQuery, useStartPractice } from '../api/practice.ts';

/** 模擬考 on one archive: start one (or resume the running one), and 上次模擬考. */
export function PracticeStartPage({ archiveId }: { archiveId: number }) {
  const t = useT(practiceMessages);
  const core = useT();
  const { api } = useServices();
  const navigate = useNavigate();
  const overview = useQuery(practiceOverviewQuery(api, archiveId));
  useQueryFailure(overview, () =>
    toast.error(t('practice.loadFailedTitle'), t('practice.overviewLoadFailed')),
  );
  const start = useStartPractice(archiveId);
  const open = (attemptId: number) =>
    void navigate({
      to: '/practice/$archiveId/$attemptId',
      params: { archiveId: String(archiveId), attemptId: String(attemptId) },
    });
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('practice.title')}
        </Title>
        {overview.data ? (
          <PracticeStartPanel
            overview={overview.data}
            starting={start.isPending}
            onOpen={open}
            onStart={(input) =>
              start.mutate(input, {
                onSuccess: (attempt) => open(attempt.id),
                onError: (error) => toastRefusal(t('practice.startFailed'), error, core('common.tryLater')),
              })
            }
          />
        ) : (
          overview.isPending && <Loader role="status" aria-label={t('practice.loading')} />
        )}
      </Stack>
    </Container>
  );
}
