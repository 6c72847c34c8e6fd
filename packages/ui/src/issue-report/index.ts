export {
  type IssueReportDestination,
  type IssueReportTarget,
  type IssueReportWording,
  issueReportWording,
} from './destination.ts';
export {
  IssueReportDialog,
  type IssueReportDialogProps,
  type IssueReportValues,
} from './issue-report-dialog.tsx';
