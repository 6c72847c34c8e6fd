export { BellButton, type BellButtonProps } from './bell-button.tsx';
export { NotificationBell, type NotificationBellProps } from './notification-bell.tsx';
export { type NotificationDay, notificationDays } from './notification-days.ts';
export { NotificationPanel, type NotificationPanelProps } from './notification-panel.tsx';
export {
  NotificationSettingsDialog,
  type NotificationSettingsDialogProps,
} from './notification-settings-dialog.tsx';
export {
  UnsubscribeResult,
  type UnsubscribeResultProps,
  type UnsubscribeState,
} from './unsubscribe-result.tsx';
