import { Container, Stack, Title } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { worksheetsMessages } from '@pastexam/ui/messages/worksheets';
import { toast } from '@pastexam/ui/toast';
import { WorksheetList } from '@pastexam/ui/worksheets';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { myWorksheetsQuery } from '../api/worksheets.ts';

/** 我的題單: the reader's worksheets, the last changed first, each opening its page. */
export function WorksheetsPage() {
  const t = useT(worksheetsMessages);
  const { api } = useServices();
  const navigate = useNavigate();
  const router = useRouter();
  const list = useQuery(myWorksheetsQuery(api));
  useQueryFailure(list, () => toast.error(t('worksheets.loadFailedTitle'), t('worksheets.listLoadFailed')));
  const target = (id: string) => ({ to: '/worksheets/$worksheetId' as const, params: { worksheetId: id } });
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('worksheets.myWorksheets')}
        </Title>
        <WorksheetList
          worksheets={list.data?.worksheets ?? null}
          href={(worksheet) => router.buildLocation(target(worksheet.id)).href}
          onOpen={(worksheet) => void navigate(target(worksheet.id))}
        />
      </Stack>
    </Container>
  );
}
