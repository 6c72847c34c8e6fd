import type { Statistics } from '@pastexam/api-contract';
import { StatisticsPlace } from './statistics-place.tsx';
import classes from './statistics-row.module.css';

export interface StatisticsRowProps {
  /**
   * The department's figures, or null while they are on their way or could not be had: the row then shows
   * nothing but keeps its place. Required, no default.
   */
  statistics: Statistics | null;
}

/** Each figure as the row says it, in its order: `考古題 {n} 份`. */
const FIGURES: readonly { key: keyof Statistics; before: string; after: string }[] = [
  { key: 'archives', before: '考古題', after: '份' },
  { key: 'courses', before: '課程', after: '門' },
  { key: 'users', before: '使用者', after: '位' },
  { key: 'downloads', before: '下載', after: '次' },
  { key: 'active_users_today', before: '今日活躍', after: '位' },
];

const number = new Intl.NumberFormat('zh-TW');

/**
 * The department's figures in one line that wraps on narrow screens (product §2.10). A figure of zero is left
 * out, so a department with nothing yet shows no row at all. The row's line is kept while the figures are on
 * their way, so nothing moves when they arrive.
 */
export function StatisticsRow({ statistics }: StatisticsRowProps) {
  const shown = FIGURES.filter(({ key }) => (statistics?.[key] ?? 0) > 0);
  return (
    <StatisticsPlace>
      {statistics && shown.length > 0 && (
        <section aria-label="系統統計">
          <ul className={classes.row}>
            {shown.map(({ key, before, after }) => (
              <li key={key}>
                {before} <strong>{number.format(statistics[key])}</strong> {after}
              </li>
            ))}
          </ul>
        </section>
      )}
    </StatisticsPlace>
  );
}
