// Written by `pnpm run i18n:compile` for messages/change-password-dialog.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/change-password-dialog.zh-TW.ts';
import { messages } from './change-password-dialog.zh-TW.ts';

export const changePasswordDialogMessages = defineCatalogue<MessageId>(
  'change-password-dialog',
  messages,
  () => import('./change-password-dialog.en.ts'),
);
