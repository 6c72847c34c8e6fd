import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { ArchiveReportsPanel } from './archive-reports-panel.tsx';
import { FlagsPanel } from './flags-panel.tsx';

type ReportKind = 'answers' | 'archives';

/** 檢舉 (product §8.11): flags on answers, and reports on archives beside them. */
export function ReportsPanel() {
  const [kind, setKind] = useState<ReportKind>('answers');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="檢舉的對象"
        value={kind}
        onChange={(value) => setKind(value === 'archives' ? 'archives' : 'answers')}
        data={[
          { value: 'answers', label: '解答' },
          { value: 'archives', label: '考古題' },
        ]}
        w="fit-content"
      />
      {kind === 'answers' ? <FlagsPanel /> : <ArchiveReportsPanel />}
    </Stack>
  );
}
