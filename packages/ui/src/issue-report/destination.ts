import type { Translate } from '../i18n/i18n.ts';
import type { MessageId } from '../i18n/messages/issue-report.zh-TW.ts';

/**
 * Where a report is finished (product §7.3): a web page on `site` (a new-issue page; `GitHub` for
 * github.com), or the reader's e-mail program. Until the server's setting is known the dialog waits for it
 * (`loading`), or says it could not be read (`failed`); a server without one says so (`not-configured`).
 */
export type IssueReportDestination =
  | { kind: 'page'; site: string }
  | { kind: 'email' }
  | { kind: 'not-configured' }
  | { kind: 'loading' }
  | { kind: 'failed' };

/** A destination a report can be sent to. */
export type IssueReportTarget = Extract<IssueReportDestination, { kind: 'page' | 'email' }>;

/** What the dialog and the toasts after it say of a target. */
export type IssueReportWording = {
  /** The submit button. */
  submit: string;
  /** The note above the buttons. */
  note: string;
  /** The blocked tab's explanation, and its link's text. */
  blockedNote: string;
  blockedLink: string;
  /** The toast when the browser blocked the tab. */
  blockedToast: string;
  /** The toast when the report went out: title and message. */
  doneTitle: string;
  doneMessage: string;
  /** The warning when the description was cut to fit: the full text copied, or not. */
  cutAndCopied: string;
  cutNotCopied: string;
};

/** The words of a target in `t`'s language: its site's name for a web page, the e-mail program for an address. */
export function issueReportWording(target: IssueReportTarget, t: Translate<MessageId>): IssueReportWording {
  if (target.kind === 'email') {
    return {
      submit: t('issue-report.emailSubmit'),
      note: t('issue-report.emailNote'),
      blockedNote: t('issue-report.emailBlockedNote'),
      blockedLink: t('issue-report.emailBlockedLink'),
      blockedToast: t('issue-report.emailBlockedToast'),
      doneTitle: t('issue-report.emailDone'),
      doneMessage: t('issue-report.emailDoneMessage'),
      cutAndCopied: t('issue-report.emailCutAndCopied'),
      cutNotCopied: t('issue-report.emailCutNotCopied'),
    };
  }
  const site = { site: target.site };
  return {
    submit: t('issue-report.pageSubmit', site),
    note: t('issue-report.pageNote', site),
    blockedNote: t('issue-report.pageBlockedNote', site),
    blockedLink: t('issue-report.pageBlockedLink', site),
    blockedToast: t('issue-report.pageBlockedToast', site),
    doneTitle: t('issue-report.pageDone', site),
    doneMessage: t('issue-report.pageDoneMessage', site),
    cutAndCopied: t('issue-report.pageCutAndCopied', site),
    cutNotCopied: t('issue-report.pageCutNotCopied', site),
  };
}
