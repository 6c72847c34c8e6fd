import type { Archive } from '@pastexam/api-contract';
import { archiveLabel, RowAction } from '@pastexam/ui/archives';
import { formatsFor } from '@pastexam/ui/format';
import { useLabels, useLocale, useT } from '@pastexam/ui/i18n';
import { archiveReportsMessages } from '@pastexam/ui/messages/archive-reports';
import { IconFlag } from '@tabler/icons-react';
import { createContext, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { lazyDialog, useOpenedOnce } from '../../../lib/lazy-component.ts';

const OpenReport = createContext<((archive: Archive) => void) | null>(null);

// The dialog, its form and its request are fetched when a row's 回報問題 is first pressed: a course's page is
// read far more often than anything on it is reported.
const ReportDialog = lazyDialog(() =>
  import('./report-archive-dialog.tsx').then((module) => module.ArchiveReportDialog),
);

type ArchiveReporterProps = {
  /** The page whose rows offer 回報問題. Required, no default. */
  children: ReactNode;
};

/** The page's one 回報問題 dialog (product §4.16), opened by any row's flag button. */
export function ArchiveReporter({ children }: ArchiveReporterProps) {
  const [archive, setArchive] = useState<Archive | null>(null);
  const mounted = useOpenedOnce(archive !== null);
  return (
    <OpenReport.Provider value={setArchive}>
      {children}
      <Suspense fallback={null}>
        {mounted && (
          <ReportDialog.Component
            opened={archive !== null}
            archive={archive}
            onClose={() => setArchive(null)}
          />
        )}
      </Suspense>
    </OpenReport.Provider>
  );
}

type ReportArchiveActionProps = {
  /** The archive on this row. Required, no default. */
  archive: Archive;
};

/** 回報問題 on one archive row; nothing outside an ArchiveReporter. */
export function ReportArchiveAction({ archive }: ReportArchiveActionProps) {
  const t = useT(archiveReportsMessages);
  const open = useContext(OpenReport);
  const formats = formatsFor(useLocale());
  const labels = useLabels();
  const label = useMemo(() => archiveLabel(archive, formats, labels), [archive, formats, labels]);
  if (!open) return null;
  return (
    <RowAction
      label={t('archive-reports.reportArchive', { label })}
      hint={t('archive-reports.report')}
      icon={<IconFlag size={18} aria-hidden />}
      onClick={() => open(archive)}
    />
  );
}
