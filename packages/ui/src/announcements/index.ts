export { AnnouncementCenter, type AnnouncementCenterProps } from './announcement-center.tsx';
export { AnnouncementDialog, type AnnouncementDialogProps } from './announcement-dialog.tsx';
export {
  AnnouncementTable,
  type AnnouncementTableProps,
  type AnnouncementTableQuery,
  initialAnnouncementTableQuery,
} from './announcement-table.tsx';
export { ImportantAnnouncements, type ImportantAnnouncementsProps } from './important-announcements.tsx';
export { NoticesButton, type NoticesButtonProps, noticesButtonName } from './notices-button.tsx';
