import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

export type CourseListDrawerProps = {
  /** Whether the drawer is shown. */
  opened: boolean;
  /** Asked to close it (the close button, Escape, a tap beside it). */
  onClose: () => void;
  /** The course list. */
  children: ReactNode;
};

/** The course list over the page on a narrow screen. */
export function CourseListDrawer({ opened, onClose, children }: CourseListDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="課程列表"
      size="85%"
      closeButtonProps={{ 'aria-label': '關閉課程列表' }}
    >
      {children}
    </Drawer>
  );
}
