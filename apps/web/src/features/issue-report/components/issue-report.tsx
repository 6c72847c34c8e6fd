import type { IssueForm } from '@pastexam/api-contract/issue-form';
import { useT } from '@pastexam/ui/i18n';
import {
  type IssueReportDestination,
  IssueReportDialog,
  type IssueReportWording,
  issueReportWording,
} from '@pastexam/ui/issue-report';
import { issueReportMessages } from '@pastexam/ui/messages/issue-report';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { appConfigQuery } from '../../../api/shared-queries.ts';
import { track } from '../../../lib/analytics.ts';
import { useServices } from '../../../lib/services.tsx';
import { reportUrlFor } from '../issue-body.ts';
import { isEmailTarget, reportTarget } from '../report-target.ts';
import { collectSystemInfo } from '../system-info.ts';

type IssueReportProps = {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** Asked to close it (cancel, dismissal, after the tracker opened). */
  onClose: () => void;
};

/**
 * Opens the report and tells whether the browser allowed it: a page in a new tab, whose opener is cut by hand
 * because the 'noopener' feature makes window.open return null even on success, which would hide a blocked tab;
 * a mailto: where the app is, which hands it to the mail program and leaves the app as it was.
 */
function openReport(url: string): boolean {
  if (isEmailTarget(url)) {
    window.open(url, '_self');
    return true;
  }
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}

/**
 * A description too long for the tracker's URL goes to the clipboard, so the reporter can paste what was cut.
 * Started inside the click, where browsers allow clipboard writes.
 */
function handOverFullDescription(
  description: string,
  wording: IssueReportWording & { tooLong: string },
): void {
  const copied = navigator.clipboard?.writeText(description) ?? Promise.reject(new Error('no clipboard'));
  copied.then(
    () => toast.warning(wording.tooLong, wording.cutAndCopied),
    () => toast.warning(wording.tooLong, wording.cutNotCopied),
  );
}

/** Where the dialog sends a report: the server's ISSUE_REPORT_URL once GET /config answered. */
function destinationOf(config: {
  isError: boolean;
  data: string | null | undefined;
}): IssueReportDestination {
  if (config.data === undefined) return { kind: config.isError ? 'failed' : 'loading' };
  return config.data === null ? { kind: 'not-configured' } : reportTarget(config.data);
}

/**
 * The issue report dialog with its behaviour (product §7.1, §7.3): the report opens where the department's
 * ISSUE_REPORT_URL points; no call is made to our server but the config it already serves.
 */
export function IssueReport({ opened, onClose }: IssueReportProps) {
  const t = useT(issueReportMessages);
  const { api } = useServices();
  const config = useQuery({ ...appConfigQuery(api), select: (app) => app.issue_report.url });
  const { isError: configFailed, refetch: reloadConfig } = config;
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const target = config.data ?? null;
  const wording = target === null ? null : issueReportWording(reportTarget(target), t);

  // A server that was briefly down does not leave the report unsendable: opening the dialog asks again.
  useEffect(() => {
    if (opened && configFailed) void reloadConfig();
  }, [opened, configFailed, reloadConfig]);

  function close() {
    setBlockedUrl(null);
    onClose();
  }

  function finished() {
    if (wording) toast.success(wording.doneTitle, wording.doneMessage);
    close();
  }

  function handleSubmit(form: IssueForm) {
    if (target === null || wording === null) return;
    const { url, truncated } = reportUrlFor(target, form, collectSystemInfo());
    track('issue-report', { type: form.type });
    if (truncated)
      handOverFullDescription(form.description, { ...wording, tooLong: t('issue-report.tooLong') });
    if (openReport(url)) {
      finished();
      return;
    }
    // Never a silent no-op: the dialog keeps the report and offers the link for a click the browser allows.
    setBlockedUrl(url);
    toast.warning(t('issue-report.blocked'), wording.blockedToast);
  }

  return (
    <IssueReportDialog
      opened={opened}
      onClose={close}
      destination={destinationOf(config)}
      onSubmit={handleSubmit}
      blockedUrl={blockedUrl}
      onBlockedLinkFollowed={finished}
    />
  );
}
