import { SegmentedControl, Stack } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { useState } from 'react';
import { ArchiveReportsPanel } from './archive-reports-panel.tsx';
import { FlagsPanel } from './flags-panel.tsx';

type ReportKind = 'answers' | 'archives';

/** 檢舉 (product §8.11): flags on answers, and reports on archives beside them. */
export function ReportsPanel() {
  const t = useT(answersMessages);
  const [kind, setKind] = useState<ReportKind>('answers');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('answers.reportsOf')}
        value={kind}
        onChange={(value) => setKind(value === 'archives' ? 'archives' : 'answers')}
        data={[
          { value: 'answers', label: t('answers.answersHeading') },
          { value: 'archives', label: t('answers.archivesHeading') },
        ]}
        w="fit-content"
      />
      {kind === 'answers' ? <FlagsPanel /> : <ArchiveReportsPanel />}
    </Stack>
  );
}
