import { type IssueForm, issueTypeLabels, type SystemInfo } from '@pastexam/api-contract/issue-form';
import { isEmailTarget } from './report-target.ts';
import { detectBrowser, detectOs } from './system-info.ts';

/** The last line of every report, so maintainers can tell generated reports from hand-written ones. */
export const ISSUE_FOOTER = '此問題由考古題系統的問題回報功能自動產生';

const reportTimeFormat = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * product §7.4: times are in Asia/Taipei, 24-hour, zh-TW (e.g. 2026/01/03 00:04:05). Assembled from the
 * parts because ICU versions differ in the space they put between date and time.
 */
export function formatReportTime(isoTimestamp: string): string {
  const time = new Date(isoTimestamp);
  if (Number.isNaN(time.getTime())) return isoTimestamp;
  const parts = reportTimeFormat.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const date = `${part('year')}/${part('month')}/${part('day')}`;
  return `${date} ${part('hour')}:${part('minute')}:${part('second')} (UTC+8)`;
}

/** The type marker a maintainer reads first: the zh-TW label and the value the tracker's labels use. */
export function issueTypeMarker(type: IssueForm['type']): string {
  return `**問題類型：** ${issueTypeLabels[type]}（\`${type}\`）`;
}

/** A table cell must stay on one line and must not end the cell early. */
function tableCell(value: string): string {
  return value.replace(/\|/g, '\\|').replace(/\s*\r?\n\s*/g, ' ');
}

/** An inline code span that no backtick in the value can close early. */
function codeSpan(value: string): string {
  const longestRun = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence} ${value} ${fence}`;
}

/**
 * The markdown body of a new issue (product §7.4): the type marker, the description, the contact when given,
 * the environment table, the raw agent, platform and timestamp, and the footer.
 */
export function buildIssueBody(form: IssueForm, info: SystemInfo): string {
  const contact = form.contact.trim();
  const sections = [
    issueTypeMarker(form.type),
    `## 問題描述\n\n${form.description.trim()}`,
    ...(contact ? [`## 聯絡方式\n\n${contact}`] : []),
    [
      '## 環境資訊',
      '',
      '| 項目 | 內容 |',
      '| --- | --- |',
      `| 瀏覽器 | ${tableCell(detectBrowser(info.userAgent))} |`,
      `| 作業系統 | ${tableCell(detectOs(info.userAgent, info.platform))} |`,
      `| 語言 | ${tableCell(info.language)} |`,
      `| 頁面網址 | ${tableCell(info.url)} |`,
      `| 時間 | ${tableCell(formatReportTime(info.timestamp))} |`,
    ].join('\n'),
    [
      '## 詳細資訊',
      '',
      `- User Agent：${codeSpan(info.userAgent)}`,
      `- 平台：${codeSpan(info.platform)}`,
      `- 時間戳記：${codeSpan(info.timestamp)}`,
    ].join('\n'),
    `---\n\n_${ISSUE_FOOTER}_`,
  ];
  return `${sections.join('\n\n')}\n`;
}

/**
 * The address a report opens (product §7.3): the department's target with the title and the body added to its
 * query, as `title` and `body` for a page (GitHub's new-issue page reads them) or `subject` and `body` for a
 * mailto:, after whatever the target's query already holds (a label, a cc). Spaces are sent as %20, not `+`, so
 * no reader of the query can mistake them for a literal plus.
 */
export function buildReportUrl(target: string, title: string, body: string): string {
  const hash = target.indexOf('#');
  const base = hash === -1 ? target : target.slice(0, hash);
  const fragment = hash === -1 ? '' : target.slice(hash);
  const titleKey = isEmailTarget(target) ? 'subject' : 'title';
  const query = `${titleKey}=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
  const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joiner}${query}${fragment}`;
}

/**
 * The longest address a report opens: GitHub answers 414 past 8191 bytes (a little room is kept), and mail
 * programs on Windows are handed a mailto: link of at most about 2,000 characters. The URL is ASCII once encoded.
 */
export const REPORT_URL_MAX = { page: 8000, email: 2000 } as const;
/** Closes a description cut short to fit the URL, so the maintainer knows something is missing. */
export const TRUNCATION_NOTE = '…（描述過長，其餘內容已截斷）';

/**
 * The address for a report, its description cut short when the whole report would not fit the target's limit
 * (REPORT_URL_MAX): a long Chinese description (2000 characters encode to about 18 000 bytes) would otherwise
 * end on an error page. `truncated` tells the caller to hand the full description over another way.
 */
export function reportUrlFor(
  target: string,
  form: IssueForm,
  info: SystemInfo,
  max: number = REPORT_URL_MAX[isEmailTarget(target) ? 'email' : 'page'],
): { url: string; truncated: boolean } {
  const urlWith = (description: string) =>
    buildReportUrl(target, form.title, buildIssueBody({ ...form, description }, info));
  const whole = urlWith(form.description);
  if (whole.length <= max) return { url: whole, truncated: false };

  // Whole code points, so an emoji is never split in half.
  const characters = Array.from(form.description.trim());
  const cutAt = (count: number) => `${characters.slice(0, count).join('').trimEnd()}${TRUNCATION_NOTE}`;
  let fits = 0;
  let tooLong = characters.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (urlWith(cutAt(middle)).length <= max) fits = middle;
    else tooLong = middle;
  }
  return { url: urlWith(cutAt(fits)), truncated: true };
}
