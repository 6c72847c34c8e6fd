import type { Archive } from '@pastexam/api-contract';
import { ReportArchiveDialog } from '@pastexam/ui/archive-reports';
import { useT } from '@pastexam/ui/i18n';
import { archiveReportsMessages } from '@pastexam/ui/messages/archive-reports';
import { toast } from '@pastexam/ui/toast';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useReportArchive } from '../api/report-archive.ts';

type ArchiveReportDialogProps = {
  /** Whether the dialog is wanted open (with an archive to report). */
  opened: boolean;
  /** The archive being reported; null while the dialog is closed. */
  archive: Archive | null;
  /** Asked to close it. */
  onClose: () => void;
};

/**
 * 回報問題 for one archive (product §4.16): a report sent closes it with the toast 已送出回報; a refusal (the same
 * reason twice, too many reports) stays in it in the server's words.
 */
export function ArchiveReportDialog({ opened, archive, onClose }: ArchiveReportDialogProps) {
  const t = useT(archiveReportsMessages);
  const report = useReportArchive();
  const close = () => {
    report.reset();
    onClose();
  };
  return (
    <ReportArchiveDialog
      opened={opened && archive !== null}
      onClose={close}
      busy={report.isPending}
      error={report.isError ? refusalMessage(report.error, t('archive-reports.sendFailedHint')) : null}
      onSubmit={(input) => {
        if (!archive) return;
        report.mutate(
          { archiveId: archive.id, input },
          {
            onSuccess: () => {
              toast.success(t('archive-reports.sent'), t('archive-reports.sentHint'));
              close();
            },
          },
        );
      }}
    />
  );
}
