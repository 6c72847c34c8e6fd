import type { ReactNode } from 'react';
import classes from './statistics-row.module.css';

export interface StatisticsPlaceProps {
  /** What stands in the place: the figures once they are there. Default: nothing. */
  children?: ReactNode;
}

/**
 * The place of the department's figures: one line's height, held whether or not they have arrived, so that
 * nothing moves when they do. A page can draw it before the figures' own code is fetched.
 */
export function StatisticsPlace({ children }: StatisticsPlaceProps) {
  return <div className={classes.place}>{children}</div>;
}
