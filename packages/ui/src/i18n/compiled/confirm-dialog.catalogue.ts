// Written by `pnpm run i18n:compile` for messages/confirm-dialog.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/confirm-dialog.zh-TW.ts';
import { messages } from './confirm-dialog.zh-TW.ts';

export const confirmDialogMessages = defineCatalogue<MessageId>(
  'confirm-dialog',
  messages,
  () => import('./confirm-dialog.en.ts'),
);
