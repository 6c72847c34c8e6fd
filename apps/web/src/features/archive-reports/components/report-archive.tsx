import type { Archive } from '@pastexam/api-contract';
import { ReportArchiveDialog } from '@pastexam/ui/archive-reports';
import { archiveLabel, RowAction } from '@pastexam/ui/archives';
import { toast } from '@pastexam/ui/toast';
import { IconFlag } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useReportArchive } from '../api/report-archive.ts';

const OpenReport = createContext<((archive: Archive) => void) | null>(null);

type ArchiveReporterProps = {
  /** The page whose rows offer 回報問題. Required, no default. */
  children: ReactNode;
};

/**
 * The page's one 回報問題 dialog (product §4.16), opened by any row's flag button: a report sent closes it with
 * the toast 已送出回報; a refusal (the same reason twice, too many reports) stays in it in the server's words.
 */
export function ArchiveReporter({ children }: ArchiveReporterProps) {
  const [archive, setArchive] = useState<Archive | null>(null);
  const report = useReportArchive();
  const close = () => {
    report.reset();
    setArchive(null);
  };
  return (
    <OpenReport.Provider value={setArchive}>
      {children}
      <ReportArchiveDialog
        // A new dialog per archive: the reason and note chosen for one are not carried to the next.
        key={archive?.id ?? 'closed'}
        opened={archive !== null}
        onClose={close}
        busy={report.isPending}
        error={report.isError ? refusalMessage(report.error, '無法送出回報，請稍後再試') : null}
        onSubmit={(input) => {
          if (!archive) return;
          report.mutate(
            { archiveId: archive.id, input },
            {
              onSuccess: () => {
                toast.success('已送出回報', '管理員處理後，結果會列在「我的檢舉」');
                close();
              },
            },
          );
        }}
      />
    </OpenReport.Provider>
  );
}

type ReportArchiveActionProps = {
  /** The archive on this row. Required, no default. */
  archive: Archive;
};

/** 回報問題 on one archive row; nothing outside an ArchiveReporter. */
export function ReportArchiveAction({ archive }: ReportArchiveActionProps) {
  const open = useContext(OpenReport);
  const label = useMemo(() => archiveLabel(archive), [archive]);
  if (!open) return null;
  return (
    <RowAction
      label={`回報問題 ${label}`}
      hint="回報問題"
      icon={<IconFlag size={18} aria-hidden />}
      onClick={() => open(archive)}
    />
  );
}
