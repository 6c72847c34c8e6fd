export { NotificationBell, type NotificationBellProps, notificationBellName } from './notification-bell.tsx';
export { type NotificationDay, notificationDays } from './notification-days.ts';
export { NotificationPanel, type NotificationPanelProps } from './notification-panel.tsx';
export {
  NotificationSettingsDialog,
  type NotificationSettingsDialogProps,
} from './notification-settings-dialog.tsx';
