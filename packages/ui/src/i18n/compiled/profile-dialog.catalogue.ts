// Written by `pnpm run i18n:compile` for messages/profile-dialog.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/profile-dialog.zh-TW.ts';
import { messages } from './profile-dialog.zh-TW.ts';

export const profileDialogMessages = defineCatalogue<MessageId>(
  'profile-dialog',
  messages,
  () => import('./profile-dialog.en.ts'),
);
