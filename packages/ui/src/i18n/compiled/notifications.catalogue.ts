// Written by `pnpm run i18n:compile` for messages/notifications.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/notifications.zh-TW.ts';
import { messages } from './notifications.zh-TW.ts';

export const notificationsMessages = defineCatalogue<MessageId>(
  'notifications',
  messages,
  () => import('./notifications.en.ts'),
);
