import { type ImportReport, REPORT_TABLES, type ReportLine, type ReportTable } from './run.ts';

const tableNames: Record<ReportTable, string> = {
  users: '帳號',
  courses: '課程',
  archives: '考古題',
  messages: '討論留言',
  notifications: '公告',
};

const outcomeWords: Record<ReportLine['outcome'], string> = {
  matched: '對應',
  skipped: '略過',
  noted: '說明',
  clash: '衝突',
};

/**
 * The report an operator reads: what the run did, a line for every row not simply imported (matched, skipped,
 * imported with a remark, or in a clash, with why and the option that resolves a clash), and last one table:
 * per kind of row, the original's count = imported + imported before + matched + skipped.
 */
export function formatReport(report: ImportReport): string {
  const out = [heading(report), ''];
  if (report.lines.length > 0) {
    out.push('明細：');
    for (const line of report.lines) {
      const what = `${tableNames[line.table]} #${line.id ?? '?'}${line.name ? ` ${line.name}` : ''}`;
      out.push(`  ${outcomeWords[line.outcome]}　${what}：${line.reason}`);
    }
    out.push('');
  }
  const verb = report.dryRun ? '將匯入' : '匯入';
  // A run held by a clash stopped after the accounts: the other tables were not read.
  const tables = report.blocked && !report.dryRun ? (['users'] as const) : REPORT_TABLES;
  out.push('合計：');
  for (const table of tables) {
    const c = report.counts[table];
    out.push(
      `  ${tableNames[table]}：舊系統 ${c.legacy} 筆 = ${verb} ${c.imported} + 先前已匯入 ${c.already} + 對應到既有 ${c.matched} + 略過 ${c.skipped}`,
    );
  }
  return `${out.join('\n')}\n`;
}

/** The command's exit code after a report: 1 when a clash held a real run, so a script does not go on. */
export function exitCodeOf(report: Pick<ImportReport, 'blocked' | 'dryRun'>): 0 | 1 {
  return report.blocked && !report.dryRun ? 1 : 0;
}

function heading(report: ImportReport): string {
  if (report.dryRun) {
    const held = report.blocked ? '；有帳號衝突，照這樣真正匯入時會停止，請依「衝突」各行加上選項' : '';
    return `試算（--dry-run，未寫入任何資料）${held}`;
  }
  if (report.blocked) return '有帳號衝突，未寫入任何資料：請依「衝突」各行加上選項後重新執行';
  return '匯入完成';
}
