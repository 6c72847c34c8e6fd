import { issueTypeLabels, issueTypes, type SystemInfo } from '@pastexam/api-contract/issue-form';
import { describe, expect, it } from 'vitest';
import {
  buildIssueBody,
  buildReportUrl,
  formatReportTime,
  ISSUE_FOOTER,
  issueTypeMarker,
  REPORT_URL_MAX,
  reportUrlFor,
  TRUNCATION_NOTE,
} from './issue-body.ts';

const info: SystemInfo = {
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  platform: 'Win32',
  language: 'zh-TW',
  url: 'https://exam.example.edu/archive?course=12',
  timestamp: '2026-01-02T16:04:05.000Z',
};

const form = {
  type: 'bug' as const,
  title: '  下載按鈕沒有反應  ',
  description: '  點了下載之後什麼都沒發生。\n第二行。  ',
  contact: '',
};

/** The markdown table rows of the environment section, keyed by their first cell. */
function environmentRows(body: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of body.split('\n')) {
    const cells = /^\| (.+?) \| (.+) \|$/.exec(line);
    if (cells?.[1] && cells[2] && cells[1] !== '---' && cells[1] !== '項目') rows.set(cells[1], cells[2]);
  }
  return rows;
}

describe('formatReportTime', () => {
  it('shows the moment in Taipei, 24-hour, across the date line', () => {
    expect(formatReportTime('2026-01-02T16:04:05.000Z')).toBe('2026/01/03 00:04:05 (UTC+8)');
    expect(formatReportTime('2026-07-15T05:30:00.000Z')).toBe('2026/07/15 13:30:00 (UTC+8)');
  });

  it('keeps an unreadable timestamp as it came rather than inventing a time', () => {
    expect(formatReportTime('not a time')).toBe('not a time');
  });
});

describe('issueTypeMarker', () => {
  it.each(issueTypes)('names %s by its zh-TW label and its value', (type) => {
    const marker = issueTypeMarker(type);
    expect(marker).toContain(issueTypeLabels[type]);
    expect(marker).toContain(`\`${type}\``);
  });
});

describe('buildIssueBody', () => {
  it('starts with the type marker, then the trimmed description', () => {
    const body = buildIssueBody(form, info);
    expect(body.startsWith(issueTypeMarker('bug'))).toBe(true);
    expect(body).toContain('## 問題描述\n\n點了下載之後什麼都沒發生。\n第二行。\n\n');
  });

  it('has no contact section without a contact, and one with it', () => {
    expect(buildIssueBody({ ...form, contact: '   ' }, info)).not.toContain('聯絡方式');
    expect(buildIssueBody({ ...form, contact: ' me@example.edu ' }, info)).toContain(
      '## 聯絡方式\n\nme@example.edu\n',
    );
  });

  it('tabulates the browser, system, language, page and Taipei time it recognised', () => {
    const rows = environmentRows(buildIssueBody(form, info));
    expect(Object.fromEntries(rows)).toEqual({
      瀏覽器: 'Chrome 131',
      作業系統: 'Windows 10/11',
      語言: 'zh-TW',
      頁面網址: 'https://exam.example.edu/archive?course=12',
      時間: '2026/01/03 00:04:05 (UTC+8)',
    });
  });

  it('keeps a page address with a pipe or line break inside its table cell', () => {
    const rows = environmentRows(buildIssueBody(form, { ...info, url: 'https://x.example/?q=a|b\nc' }));
    expect(rows.get('頁面網址')).toBe('https://x.example/?q=a\\|b c');
  });

  it('lists the raw agent, platform and timestamp so nothing recognised is lost', () => {
    const body = buildIssueBody(form, info);
    expect(body).toContain(`User Agent：\` ${info.userAgent} \``);
    expect(body).toContain('平台：` Win32 `');
    expect(body).toContain('時間戳記：` 2026-01-02T16:04:05.000Z `');
  });

  it('keeps a backtick in the agent inside its code span', () => {
    const body = buildIssueBody(form, { ...info, userAgent: 'odd`agent' });
    expect(body).toContain('User Agent：`` odd`agent ``');
  });

  it('ends with the auto-generated footer', () => {
    expect(buildIssueBody(form, info).trimEnd().endsWith(`_${ISSUE_FOOTER}_`)).toBe(true);
  });
});

describe('buildReportUrl', () => {
  const tracker = 'https://github.com/example-org/past-exam/issues/new';

  it("opens the tracker's new-issue page with the title and body as they were written", () => {
    const body = buildIssueBody({ ...form, contact: 'a+b@example.edu' }, info);
    const url = new URL(buildReportUrl(tracker, '下載 & 預覽 #3', body));
    expect(`${url.origin}${url.pathname}`).toBe(tracker);
    expect(url.searchParams.get('title')).toBe('下載 & 預覽 #3');
    expect(url.searchParams.get('body')).toBe(body);
    expect([...url.searchParams.keys()]).toEqual(['title', 'body']);
  });

  it('keeps what the target’s own query holds, and its fragment last', () => {
    const url = new URL(buildReportUrl(`${tracker}?labels=bug#top`, 't', 'b'));
    expect([...url.searchParams]).toEqual([
      ['labels', 'bug'],
      ['title', 't'],
      ['body', 'b'],
    ]);
    expect(url.hash).toBe('#top');
    expect(buildReportUrl(`${tracker}?`, 't', 'b')).toBe(`${tracker}?title=t&body=b`);
  });

  it('writes a mailto: with the title as its subject, after a cc it already has', () => {
    expect(buildReportUrl('mailto:it@cs.example.edu', '下載 壞了', 'b')).toBe(
      'mailto:it@cs.example.edu?subject=%E4%B8%8B%E8%BC%89%20%E5%A3%9E%E4%BA%86&body=b',
    );
    expect(buildReportUrl('mailto:it@cs.example.edu?cc=ta@cs.example.edu', 't', 'b')).toBe(
      'mailto:it@cs.example.edu?cc=ta@cs.example.edu&subject=t&body=b',
    );
  });

  it('sends spaces as %20, never as a plus', () => {
    expect(buildReportUrl('https://github.com/o/r/issues/new', 'a b', 'c+d')).toBe(
      'https://github.com/o/r/issues/new?title=a%20b&body=c%2Bd',
    );
  });
});

describe('reportUrlFor', () => {
  const tracker = 'https://github.com/example-org/past-exam/issues/new';

  it('keeps a report that fits whole', () => {
    const { url, truncated } = reportUrlFor(tracker, form, info);
    expect(truncated).toBe(false);
    expect(url).toBe(buildReportUrl(tracker, form.title, buildIssueBody(form, info)));
  });

  it('cuts a 2000-character Chinese description to fit GitHub, as much of it as fits, and says so', () => {
    const description = '考古題預覽最後一頁空白。'.repeat(200).slice(0, 2000);
    const { url, truncated } = reportUrlFor(tracker, { ...form, description }, info);
    expect(truncated).toBe(true);
    expect(url.length).toBeLessThanOrEqual(REPORT_URL_MAX.page);
    const body = new URL(url).searchParams.get('body') ?? '';
    const kept = /## 問題描述\n\n([\s\S]*?)\n\n## /.exec(body)?.[1] ?? '';
    expect(kept.endsWith(TRUNCATION_NOTE)).toBe(true);
    const prefix = kept.slice(0, -TRUNCATION_NOTE.length);
    expect(description.startsWith(prefix)).toBe(true);
    expect(prefix.length).toBeGreaterThan(100);
    // One more character would not have fitted: nothing was cut that could have stayed.
    const longer = buildReportUrl(
      tracker,
      form.title,
      buildIssueBody(
        { ...form, description: `${description.slice(0, prefix.length + 1)}${TRUNCATION_NOTE}` },
        info,
      ),
    );
    expect(longer.length).toBeGreaterThan(REPORT_URL_MAX.page);
    expect(body).toContain('| 作業系統 | Windows 10/11 |');
  });

  it('holds a mailto: to what a mail program is handed, the description cut first', () => {
    const description = '考古題預覽最後一頁空白。'.repeat(20);
    const { url, truncated } = reportUrlFor('mailto:it@cs.example.edu', { ...form, description }, info);
    expect(truncated).toBe(true);
    expect(url.length).toBeLessThanOrEqual(REPORT_URL_MAX.email);
    expect(decodeURIComponent(url)).toContain(TRUNCATION_NOTE);
  });

  it('never splits a character made of two code units', () => {
    const { url } = reportUrlFor(tracker, { ...form, description: '😀'.repeat(2000) }, info, 2000);
    const body = new URL(url).searchParams.get('body') ?? '';
    expect(body).toMatch(/(😀)+…（描述過長/);
    expect(body).not.toMatch(/\uFFFD/);
  });
});
