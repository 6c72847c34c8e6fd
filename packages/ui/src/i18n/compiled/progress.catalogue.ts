// Written by `pnpm run i18n:compile` for messages/progress.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/progress.zh-TW.ts';
import { messages } from './progress.zh-TW.ts';

export const progressMessages = defineCatalogue<MessageId>(
  'progress',
  messages,
  () => import('./progress.en.ts'),
);
