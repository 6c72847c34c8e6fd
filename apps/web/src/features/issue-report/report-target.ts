import type { IssueReportTarget } from '@pastexam/ui/issue-report';

/** Whether the department's ISSUE_REPORT_URL is an e-mail address rather than a page. */
export const isEmailTarget = (target: string) => /^mailto:/i.test(target);

/** GitHub's hosts, named as people call the site; any other page is named by its host. */
const GITHUB_HOSTS: ReadonlySet<string> = new Set(['github.com', 'www.github.com']);

/**
 * How the dialog names a target (product §7.3): the e-mail program for a mailto:, else the page's site. The
 * server's answer was checked against the contract's issueReportUrlSchema, so the address parses.
 */
export function reportTarget(target: string): IssueReportTarget {
  if (isEmailTarget(target)) return { kind: 'email' };
  const host = new URL(target).hostname;
  return { kind: 'page', site: GITHUB_HOSTS.has(host) ? 'GitHub' : host };
}
