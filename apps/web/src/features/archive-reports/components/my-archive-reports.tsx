import { Stack, Title } from '@mantine/core';
import { MyArchiveReportsList } from '@pastexam/ui/archive-reports';
import { useT } from '@pastexam/ui/i18n';
import { archiveReportsMessages } from '@pastexam/ui/messages/archive-reports';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.tsx';
import { useSeenOnOpen } from '../../../lib/use-seen-on-open.ts';
import { useMarkMyArchiveReportsSeen } from '../api/mark-my-archive-reports-seen.ts';
import { myArchiveReportsQuery } from '../api/my-archive-reports.ts';

type MyArchiveReportsProps = {
  /** Whether 我的檢舉 is open: the reports are asked again as it opens. Required, no default. */
  opened: boolean;
};

/** 我的檢舉's exam reports (product §4.16): each with its outcome; opening 我的檢舉 marks them seen. */
export function MyArchiveReports({ opened }: MyArchiveReportsProps) {
  const t = useT(archiveReportsMessages);
  const { api } = useServices();
  const { mutate: markSeen } = useMarkMyArchiveReportsSeen();
  const list = useSeenOnOpen(opened, useQuery(myArchiveReportsQuery(api)), (data) => data.reports, markSeen);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('archive-reports.archivesHeading')}
      </Title>
      <MyArchiveReportsList reports={list.items} loading={list.loading} onRetry={list.onRetry} />
    </Stack>
  );
}
