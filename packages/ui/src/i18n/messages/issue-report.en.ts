import type { MessageId } from './issue-report.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'issue-report.title': 'Report a problem',
  'issue-report.type': 'Type of problem',
  'issue-report.chooseType': 'Choose a type of problem',
  'issue-report.issueTitle': 'Title',
  'issue-report.issueTitlePlaceholder': 'Describe the problem in a few words',
  'issue-report.description': 'Description',
  'issue-report.descriptionPlaceholder': 'What happened? How can it be reproduced? What did you expect?',
  'issue-report.contact': 'Contact (optional)',
  'issue-report.contactPlaceholder': 'Email or another way to reach you, so we can ask for details',
  'issue-report.blocked': 'The browser blocked the new tab',
  'issue-report.submit': 'Submit',
  'issue-report.settingLoading': 'Getting the problem report settings…',
  'issue-report.settingFailed': 'Couldn’t get the problem report settings. Close this dialog and try again.',
  'issue-report.notConfigured': 'Problem reports aren’t set up',
  'issue-report.notConfiguredText':
    'The department hasn’t set where problem reports go. Please contact the system administrator directly.',
  'issue-report.notConfiguredAdmin':
    'For the system administrator: set ISSUE_REPORT_URL on the server (for example a GitHub new-issue page, or mailto: followed by an email address), then restart it.',
  'issue-report.gotIt': 'Got it',
  'issue-report.tooLong': 'Description too long',
  'issue-report.emailSubmit': 'Send by email',
  'issue-report.emailNote':
    'Sending opens your email program with the report filled in: check it, then send it. Your browser details and the current page’s address are included.',
  'issue-report.emailBlockedNote': 'Your report is in the link below: click it to send it by email.',
  'issue-report.emailBlockedLink': 'Send the problem report by email',
  'issue-report.emailBlockedToast': 'Click the link in the problem report dialog to send it',
  'issue-report.emailDone': 'Email program opened',
  'issue-report.emailDoneMessage': 'Check the email, then send it',
  'issue-report.emailCutAndCopied':
    'The whole description doesn’t fit in the link, so it was cut short in the email. The whole description is copied to your clipboard: paste it into the email.',
  'issue-report.emailCutNotCopied':
    'The whole description doesn’t fit in the link, so it was cut short in the email. Add the rest in the email.',
  'issue-report.pageSubmit': 'Submit on {site}',
  'issue-report.pageNote':
    'Sending opens {site} in a new tab: finish submitting the problem there. Your browser details and the current page’s address are included.',
  'issue-report.pageBlockedNote':
    'Your report is in the link below: click it to finish submitting the problem on {site}.',
  'issue-report.pageBlockedLink': 'Finish submitting on {site}',
  'issue-report.pageBlockedToast': 'Click the link in the problem report dialog to go to {site}',
  'issue-report.pageDone': 'Opened {site}',
  'issue-report.pageDoneMessage': 'Finish submitting the problem on {site}',
  'issue-report.pageCutAndCopied':
    'The whole description doesn’t fit in the link, so it was cut short on {site}. The whole description is copied to your clipboard: paste it on {site}.',
  'issue-report.pageCutNotCopied':
    'The whole description doesn’t fit in the link, so it was cut short on {site}. Add the rest on {site}.',
};
