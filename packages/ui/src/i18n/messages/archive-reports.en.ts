import type { MessageId } from './archive-reports.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'archive-reports.fixedSentence': 'An admin fixed this past exam',
  'archive-reports.hiddenSentence': 'An admin moved this past exam to the trash',
  'archive-reports.deletedSentence': 'This past exam was permanently deleted',
  'archive-reports.dismissedSentence': 'An admin reviewed it and decided to take no action',
  'archive-reports.withNote': '{text}: {note}',
  'archive-reports.myLoadFailed': 'Couldn’t load your past exam reports',
  'archive-reports.myNone': 'You haven’t reported any past exams',
  'archive-reports.archiveInCourse': '{archive} · {course}',
  'archive-reports.problem': 'Problem: {reason} · {date}',
  'archive-reports.problemWithNote': 'Problem: {reason} ({note}) · {date}',
  'archive-reports.report': 'Report a problem',
  'archive-reports.reason': 'Problem type',
  'archive-reports.send': 'Send',
  'archive-reports.sendFailed': 'Couldn’t send the report',
  'archive-reports.resolutionNote': 'Resolution note (optional, the reporters will see it)',
  'archive-reports.inTrash': 'In the trash',
  'archive-reports.reasonCount': '{reason} × {count}',
  'archive-reports.reporter': '{name} · {date}',
  'archive-reports.reporterWithNote': '{name}: “{note}” · {date}',
  'archive-reports.separator': ' · ',
  'archive-reports.loadFailed': 'Couldn’t load past exam reports',
  'archive-reports.noneOpen': 'No past exam reports waiting',
  'archive-reports.noneResolved': 'No past exam reports resolved yet',
  // Said by the app (apps/web) around these screens: toasts, confirmations, fallbacks of failures
  'archive-reports.archivesHeading': 'Past exams',
  'archive-reports.reportArchive': 'Report a problem with {label}',
  'archive-reports.sendFailedHint': 'Couldn’t send the report. Please try again later',
  'archive-reports.sent': 'Report sent',
  'archive-reports.sentHint':
    'Once an administrator has handled it, the outcome will be listed in “My reports”',
  'archive-reports.trashTitle': 'Move to trash',
  'archive-reports.trashConfirm':
    'Move “{name}” to the trash? It can be restored from the trash. The reporters will be told the outcome.',
  'archive-reports.deleteTitle': 'Delete permanently',
  'archive-reports.deleteConfirm':
    'Permanently delete “{name}”? Its file will be deleted too and this can’t be undone. The reporters will be told the outcome.',
  'archive-reports.resolved':
    '{outcome, select, fixed {Marked as fixed} hidden {Moved to the trash} deleted {Deleted permanently} dismissed {Dismissed} other {{label}}}. The reporters will see the outcome',
};
