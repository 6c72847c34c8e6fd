export type { ReviewListState } from '../admin/review-list.tsx';
export {
  archiveReportOutcomeSentenceIds,
  MyArchiveReportsList,
  type MyArchiveReportsListProps,
} from './my-archive-reports-list.tsx';
export { ReportArchiveDialog, type ReportArchiveDialogProps } from './report-archive-dialog.tsx';
export {
  ReportedArchivesPanel,
  type ReportedArchivesPanelProps,
  reportGroupKey,
} from './reported-archives-panel.tsx';
