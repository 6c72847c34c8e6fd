import { Drawer } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
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
  const t = useT(archivesMessages);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('archives.courseList')}
      size="85%"
      closeButtonProps={{ 'aria-label': t('archives.closeCourseList') }}
    >
      {children}
    </Drawer>
  );
}
