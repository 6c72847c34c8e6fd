import { Box, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

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

/** The course list beside the page while shown, or the drawer holding it on a narrow screen. */
export function CourseListPanel({ shell, children }: { shell: CourseListPlacement; children: ReactNode }) {
  if (shell.sidebarMode === 'drawer')
    return (
      <Drawer
        opened={shell.sidebarOpened}
        onClose={shell.closeSidebar}
        title="課程列表"
        size="85%"
        closeButtonProps={{ 'aria-label': '關閉課程列表' }}
      >
        {children}
      </Drawer>
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
