// Written by `pnpm run i18n:compile` for messages/practice.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/practice.zh-TW.ts';
import { messages } from './practice.zh-TW.ts';

export const practiceMessages = defineCatalogue<MessageId>(
  'practice',
  messages,
  () => import('./practice.en.ts'),
);
