import type { IssueForm } from '@pastexam/api-contract';
import { IssueReportDialog } from '@pastexam/ui/issue-report';
import { toast } from '@pastexam/ui/toast';
import { useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { getEnv } from '../../../lib/env.ts';
import { newIssueUrlFor } from '../issue-body.ts';
import { collectSystemInfo } from '../system-info.ts';

type IssueReportProps = {
  /** Whether the dialog is shown. */
  opened: boolean;
  /** Asked to close it (cancel, dismissal, after the tracker opened). */
  onClose: () => void;
};

/**
 * Opens the tracker in a new tab and tells whether the browser allowed it. The opener is cut by hand because
 * the 'noopener' feature makes window.open return null even on success, which would hide a blocked tab.
 */
function openInNewTab(url: string): boolean {
  const tab = window.open(url, '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}

/**
 * A description too long for the tracker's URL goes to the clipboard, so the reporter can paste what was cut.
 * Started inside the click, where browsers allow clipboard writes.
 */
function handOverFullDescription(description: string): void {
  const cut = '網址放不下完整描述，GitHub 頁面上的描述已截斷';
  const copied = navigator.clipboard?.writeText(description) ?? Promise.reject(new Error('no clipboard'));
  copied.then(
    () => toast.warning('描述過長', `${cut}；完整描述已複製到剪貼簿，請在 GitHub 頁面貼上`),
    () => toast.warning('描述過長', `${cut}，請在 GitHub 頁面補上其餘內容`),
  );
}

/** The issue report dialog with its behaviour (product §7.1, §7.3): no server call is made. */
export function IssueReport({ opened, onClose }: IssueReportProps) {
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  function close() {
    setBlockedUrl(null);
    onClose();
  }

  function finished() {
    toast.success('已跳轉到 GitHub', '請在 GitHub 頁面完成問題提交');
    close();
  }

  function handleSubmit(form: IssueForm) {
    const { url, truncated } = newIssueUrlFor(getEnv().issueRepository, form, collectSystemInfo());
    track('issue-report', { type: form.type });
    if (truncated) handOverFullDescription(form.description);
    if (openInNewTab(url)) {
      finished();
      return;
    }
    // Never a silent no-op: the dialog keeps the report and offers the link for a click the browser allows.
    setBlockedUrl(url);
    toast.warning('瀏覽器阻擋了新分頁', '請點擊問題回報視窗中的連結前往 GitHub');
  }

  return (
    <IssueReportDialog
      opened={opened}
      onClose={close}
      onSubmit={handleSubmit}
      blockedUrl={blockedUrl}
      onBlockedLinkFollowed={finished}
    />
  );
}
