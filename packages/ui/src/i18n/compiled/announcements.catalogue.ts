// Written by `pnpm run i18n:compile` for messages/announcements.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/announcements.zh-TW.ts';
import { messages } from './announcements.zh-TW.ts';

export const announcementsMessages = defineCatalogue<MessageId>(
  'announcements',
  messages,
  () => import('./announcements.en.ts'),
);
