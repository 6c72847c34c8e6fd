import { MyFlagsDialog } from '../features/answer-flags/components/my-flags-dialog.tsx';
import { MyArchiveReports } from '../features/archive-reports/components/my-archive-reports.tsx';

type MyReportsDialogProps = {
  /** Whether 我的檢舉 is open. Required, no default. */
  opened: boolean;
  /** Called by Escape or the close button. Required, no default. */
  onClose: () => void;
};

/** 我的檢舉: the user's flags on answers and, below them, their reports on archives, each with its outcome. */
export function MyReportsDialog({ opened, onClose }: MyReportsDialogProps) {
  return <MyFlagsDialog opened={opened} onClose={onClose} more={<MyArchiveReports opened={opened} />} />;
}
