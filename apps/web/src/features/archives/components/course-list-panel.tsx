import { Box } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { type ReactNode, Suspense } from 'react';
import { ChunkUnavailable } from '../../../lib/chunk-unavailable.tsx';
import { lazyComponent } from '../../../lib/lazy-component.ts';

// On a narrow screen the list is a drawer, a chunk of its own fetched as the page mounts there: the page on a
// wide screen carries no drawer.
const CourseListDrawer = lazyComponent(
  () => import('./course-list-drawer.tsx').then((module) => module.CourseListDrawer),
  CourseListUnavailable,
);

/** What shows instead of the drawer when its code cannot be fetched. */
function CourseListUnavailable() {
  const t = useT(archivesMessages);
  return <ChunkUnavailable message={t('archives.courseListUnavailable')} />;
}

/**
 * Where the course list is, as the shell's top bar toggles it: beside the page, or a drawer on narrow screens.
 */
export type CourseListPlacement = {
  sidebarMode: 'inline' | 'drawer';
  /** Shown or hidden by the top bar's toggle. */
  sidebarOpened: boolean;
  toggleSidebar: () => void;
  /** Closes the list (the drawer after a course is chosen). */
  closeSidebar: () => void;
};

/** Closes the course list when it is a drawer over the page (a course or the overview was chosen in it). */
export function closeCourseDrawer(shell: CourseListPlacement) {
  if (shell.sidebarMode === 'drawer') shell.closeSidebar();
}

/** The course list beside the page while shown, or the drawer holding it on a narrow screen. */
export function CourseListPanel({ shell, children }: { shell: CourseListPlacement; children: ReactNode }) {
  if (shell.sidebarMode === 'drawer')
    return (
      <Suspense fallback={null}>
        <CourseListDrawer.Component opened={shell.sidebarOpened} onClose={shell.closeSidebar}>
          {children}
        </CourseListDrawer.Component>
      </Suspense>
    );
  return (
    shell.sidebarOpened && (
      <Box
        w={300}
        p="md"
        style={{
          flexShrink: 0,
          position: 'sticky',
          top: 'var(--shell-header-height)',
          // The full height of the window, not of the list: the border runs to the bottom even when a search
          // leaves the list short.
          height: 'calc(100dvh - var(--shell-header-height))',
          overflowY: 'auto',
          borderRight: '1px solid var(--mantine-color-default-border)',
        }}
      >
        {children}
      </Box>
    )
  );
}
