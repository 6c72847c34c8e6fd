// Written by `pnpm run i18n:compile`: do not edit.
import type { Catalogue } from '../i18n.ts';
import { adminMessages } from './admin.catalogue.ts';
import { aiExamMessages } from './ai-exam.catalogue.ts';
import { announcementsMessages } from './announcements.catalogue.ts';
import { answersMessages } from './answers.catalogue.ts';
import { archiveReportsMessages } from './archive-reports.catalogue.ts';
import { archivesMessages } from './archives.catalogue.ts';
import { auditMessages } from './audit.catalogue.ts';
import { changePasswordDialogMessages } from './change-password-dialog.catalogue.ts';
import { confirmDialogMessages } from './confirm-dialog.catalogue.ts';
import { discussionMessages } from './discussion.catalogue.ts';
import { fingerprintMessages } from './fingerprint.catalogue.ts';
import { followsMessages } from './follows.catalogue.ts';
import { formMessages } from './form.catalogue.ts';
import { issueReportMessages } from './issue-report.catalogue.ts';
import { loginDialogMessages } from './login-dialog.catalogue.ts';
import { notificationsMessages } from './notifications.catalogue.ts';
import { pdfViewerMessages } from './pdf-viewer.catalogue.ts';
import { practiceMessages } from './practice.catalogue.ts';
import { profileDialogMessages } from './profile-dialog.catalogue.ts';
import { progressMessages } from './progress.catalogue.ts';
import { questionsMessages } from './questions.catalogue.ts';
import { reviewMessages } from './review.catalogue.ts';
import { searchMessages } from './search.catalogue.ts';
import { statisticsMessages } from './statistics.catalogue.ts';
import { toastMessages } from './toast.catalogue.ts';
import { topicsMessages } from './topics.catalogue.ts';
import { wishesMessages } from './wishes.catalogue.ts';
import { worksheetsMessages } from './worksheets.catalogue.ts';

export const areaCatalogues: Catalogue<string>[] = [
  adminMessages,
  aiExamMessages,
  announcementsMessages,
  answersMessages,
  archiveReportsMessages,
  archivesMessages,
  auditMessages,
  changePasswordDialogMessages,
  confirmDialogMessages,
  discussionMessages,
  fingerprintMessages,
  followsMessages,
  formMessages,
  issueReportMessages,
  loginDialogMessages,
  notificationsMessages,
  pdfViewerMessages,
  practiceMessages,
  profileDialogMessages,
  progressMessages,
  questionsMessages,
  reviewMessages,
  searchMessages,
  statisticsMessages,
  toastMessages,
  topicsMessages,
  wishesMessages,
  worksheetsMessages,
];
