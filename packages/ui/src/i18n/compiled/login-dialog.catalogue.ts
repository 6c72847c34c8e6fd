// Written by `pnpm run i18n:compile` for messages/login-dialog.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/login-dialog.zh-TW.ts';
import { messages } from './login-dialog.zh-TW.ts';

export const loginDialogMessages = defineCatalogue<MessageId>(
  'login-dialog',
  messages,
  () => import('./login-dialog.en.ts'),
);
