export {
  IssueReportDialog,
  type IssueReportDialogProps,
  type IssueReportValues,
} from './issue-report-dialog.tsx';
