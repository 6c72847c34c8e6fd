import type { Notification } from '@pastexam/api-contract';
import type { Locale } from '@pastexam/api-contract/locales';
import { notificationsMessages } from '../i18n/compiled/notifications.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { translatorFor } from '../i18n/i18n.ts';

const DAY_MS = 86_400_000;

/** Notifications of one Taipei day, named as a reader says it: 今天, 昨天, or its date (2026/11/21). */
export type NotificationDay = { label: string; notifications: Notification[] };

/**
 * The notifications, newest first, in their Taipei days, newest day first, named in `locale` (the page's, its
 * catalogue loaded).
 */
export function notificationDays(
  notifications: readonly Notification[],
  now: number,
  locale: Locale,
): NotificationDay[] {
  const t = translatorFor(notificationsMessages, locale);
  const formatTaipeiDate = formatsFor(locale).date;
  const today = formatTaipeiDate(new Date(now).toISOString());
  const yesterday = formatTaipeiDate(new Date(now - DAY_MS).toISOString());
  const byDate = new Map<string, NotificationDay>();
  for (const notification of notifications) {
    const date = formatTaipeiDate(notification.created_at);
    const label: string =
      date === today ? t('notifications.today') : date === yesterday ? t('notifications.yesterday') : date;
    const day = byDate.get(date) ?? { label, notifications: [] };
    day.notifications.push(notification);
    byDate.set(date, day);
  }
  // A Map keeps the order its days were first met in: newest first, as the notifications are.
  return [...byDate.values()];
}
