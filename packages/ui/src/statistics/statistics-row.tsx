import type { Statistics } from '@pastexam/api-contract';
import { statisticsMessages } from '../i18n/compiled/statistics.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId as StatisticsMessageId } from '../i18n/messages/statistics.zh-TW.ts';
import { StatisticsPlace } from './statistics-place.tsx';
import classes from './statistics-row.module.css';

export interface StatisticsRowProps {
  /**
   * The department's figures, or null while they are on their way or could not be had: the row then shows
   * nothing but keeps its place. Required, no default.
   */
  statistics: Statistics | null;
}

/** Each figure's message, in the row's order: `考古題 {figure} 份`. */
const FIGURES: readonly { key: keyof Statistics; message: StatisticsMessageId }[] = [
  { key: 'archives', message: 'statistics.archives' },
  { key: 'courses', message: 'statistics.courses' },
  { key: 'users', message: 'statistics.users' },
  { key: 'downloads', message: 'statistics.downloads' },
  { key: 'active_users_today', message: 'statistics.activeUsersToday' },
];

/** Stands for the number in a figure's message, where the row draws it bold. */
const FIGURE = '\uE000';

/**
 * The department's figures in one line that wraps on narrow screens (product §2.10). A figure of zero is left
 * out, so a department with nothing yet shows no row at all. The row's line is kept while the figures are on
 * their way, so nothing moves when they arrive.
 */
export function StatisticsRow({ statistics }: StatisticsRowProps) {
  const t = useT(statisticsMessages);
  const { number } = formatsFor(useLocale());
  const shown = FIGURES.filter(({ key }) => (statistics?.[key] ?? 0) > 0);
  return (
    <StatisticsPlace>
      {statistics && shown.length > 0 && (
        <section aria-label={t('statistics.label')}>
          <ul className={classes.row}>
            {shown.map(({ key, message }) => {
              const [before, after] = t(message, { figure: FIGURE, count: statistics[key] }).split(FIGURE);
              return (
                <li key={key}>
                  {before}
                  <strong>{number(statistics[key])}</strong>
                  {after}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </StatisticsPlace>
  );
}
