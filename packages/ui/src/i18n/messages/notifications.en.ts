import type { MessageId } from './notifications.zh-TW.ts';

export const messages: Record<MessageId, string> = {
  'notifications.title': 'Notifications',
  'notifications.today': 'Today',
  'notifications.yesterday': 'Yesterday',
  'notifications.unread': 'Unread: ',
  'notifications.loading': 'Loading notifications…',
  'notifications.loadFailed': 'Couldn’t load notifications',
  'notifications.markAllRead': 'Mark all as read',
  'notifications.settings': 'Notification settings',
  'notifications.none': 'No notifications yet',
  'notifications.loadMore': 'Load earlier notifications',
  'notifications.emailNote':
    'Notifications set to “Email” still show in the notification bell, and are also sent to your account’s email address. Every email has a one-click unsubscribe link.',
  'notifications.noEmailNote':
    'No mail server is set up yet, so notifications can’t be sent by email for now. Notifications set to “Email” only show in the notification bell.',
  'notifications.settingsLoading': 'Loading notification settings…',
  'notifications.settingsLoadFailed': 'Couldn’t load notification settings',
  'notifications.mailFrequency': 'Email frequency',
  'notifications.mailFrequencyHint':
    'Daily digest: at most one email a day, listing the new notifications since the last one',
  'notifications.unsubscribeTitle': 'Unsubscribe from notification emails',
  'notifications.unsubscribing': 'Unsubscribing…',
  'notifications.unsubscribed': '{kinds} notifications will no longer be sent by email',
  'notifications.quotedKind': '“{kind}”',
  'notifications.kindSeparator': ', ',
  'notifications.unsubscribedNote':
    'These notifications still show in the notification bell on the site. To get emails again, sign in and switch them back to “Email” in Notification settings.',
  'notifications.unsubscribeFailed': 'Couldn’t unsubscribe',
  'notifications.tryLater': 'Please try again later',
  'notifications.retry': 'Try again',
  'notifications.settingsSaved': 'Notification settings saved',
  'notifications.settingsSavedMessage': 'New notifications will follow your new settings',
  'notifications.settingsSaveFailed': 'Couldn’t save notification settings',
  'notifications.markReadFailed': 'Couldn’t mark as read',
  'notifications.markAllReadFailed': 'Couldn’t mark all as read',
  'notifications.missingToken':
    'The unsubscribe link is missing its token. Open the link straight from the notification email, or sign in and change it in Notification settings.',
};
