import {
  ARCHIVE_REPORT_NOTE_MAX_LENGTH,
  type ArchiveReportInput,
  archiveReportReasonSchema,
} from '@pastexam/api-contract';
import { ReasonDialog } from '../form/reason-dialog.tsx';
import { archiveReportsMessages } from '../i18n/compiled/archive-reports.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';

export type ReportArchiveDialogProps = {
  /** Whether the dialog is open. Required, no default. */
  opened: boolean;
  /** Sends the report; the caller closes the dialog once it is made. Required, no default. */
  onSubmit: (input: ArchiveReportInput) => void;
  /** Called by 取消, Escape or the close button. Required, no default. */
  onClose: () => void;
  /** While the report is being sent: the button spins and nothing can be sent twice. Default false. */
  busy?: boolean;
  /** Why the last attempt was refused (the API's zh-TW message); null when none. Default null. */
  error?: string | null;
};

/**
 * 回報問題: what is wrong with an archive (課程或資訊錯誤 / 無法閱讀 / 不完整 / 重複 / 著作權) and an optional note
 * (product §4.16). The archive row's flag button opens it.
 */
export function ReportArchiveDialog(props: ReportArchiveDialogProps) {
  const t = useT(archiveReportsMessages);
  const labels = useLabels();
  return (
    <ReasonDialog
      {...props}
      title={t('archive-reports.report')}
      reasons={archiveReportReasonSchema.options}
      labels={labels.archiveReportReason}
      reasonLabel={t('archive-reports.reason')}
      noteMaxLength={ARCHIVE_REPORT_NOTE_MAX_LENGTH}
      multilineNote
      submitLabel={t('archive-reports.send')}
      errorTitle={t('archive-reports.sendFailed')}
    />
  );
}
