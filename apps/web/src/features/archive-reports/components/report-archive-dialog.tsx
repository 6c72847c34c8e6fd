import type { Archive } from '@pastexam/api-contract';
import { ReportArchiveDialog } from '@pastexam/ui/archive-reports';
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
  );
}
