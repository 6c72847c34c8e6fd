import type { ImportReport, ReportTable } from './run.ts';

const tableNames: Record<ReportTable, string> = {
  users: '帳號',
  courses: '課程',
  archives: '考古題',
  notifications: '公告',
};

/**
 * The report an operator reads: per table the rows on the original's side and what became of each (imported,
 * imported by an earlier run, matched to a row here, skipped), which add up; then every row not simply
 * imported, with why.
 */
export function formatReport(report: ImportReport): string {
  const out: string[] = [report.dryRun ? '試算（--dry-run，未寫入任何資料）' : '匯入完成', ''];
  for (const [table, name] of Object.entries(tableNames) as [ReportTable, string][]) {
    const c = report.counts[table];
    const verb = report.dryRun ? '將匯入' : '匯入';
    out.push(
      `${name}：舊系統 ${c.legacy} 筆 = ${verb} ${c.imported} + 先前已匯入 ${c.already} + 對應到既有 ${c.matched} + 略過 ${c.skipped}`,
    );
  }
  if (report.lines.length > 0) {
    out.push('', '明細：');
    for (const line of report.lines) {
      const what = `${tableNames[line.table]} #${line.id ?? '?'}${line.name ? ` ${line.name}` : ''}`;
      out.push(`  ${line.outcome === 'skipped' ? '略過' : '說明'}　${what}：${line.reason}`);
    }
  }
  return `${out.join('\n')}\n`;
}
