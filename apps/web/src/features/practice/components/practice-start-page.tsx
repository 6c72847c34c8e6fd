import { Container, Loader, Stack, Title } from '@mantine/core';
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
  const { api } = useServices();
  const navigate = useNavigate();
  const overview = useQuery(practiceOverviewQuery(api, archiveId));
  useQueryFailure(overview, () => toast.error('載入失敗', '無法載入模擬考'));
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
          模擬考
        </Title>
        {overview.data ? (
          <PracticeStartPanel
            overview={overview.data}
            starting={start.isPending}
            onOpen={open}
            onStart={(input) =>
              start.mutate(input, {
                onSuccess: (attempt) => open(attempt.id),
                onError: (error) => toastRefusal('無法開始模擬考', error),
              })
            }
          />
        ) : (
          overview.isPending && <Loader role="status" aria-label="載入中" />
        )}
      </Stack>
    </Container>
  );
}
