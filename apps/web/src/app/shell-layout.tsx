import type { ReactNode } from 'react';
import classes from './shell-layout.module.css';

/**
 * While a dialog locks the page's scrolling, this class keeps the fixed bar from shifting by the width of the
 * scroll bar that disappears (the convention of react-remove-scroll, which Mantine's dialogs use).
 */
const SCROLL_LOCK_OFFSET_CLASS = 'right-scroll-bar-position';

/** The top bar fixed above the page; the page starts below it. */
export function ShellLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.root}>
      <header className={`${classes.header} ${SCROLL_LOCK_OFFSET_CLASS}`}>{header}</header>
      <main className={classes.main}>{children}</main>
    </div>
  );
}
