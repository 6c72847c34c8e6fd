// Written by `pnpm run i18n:compile` for messages/answers.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/answers.zh-TW.ts';
import { messages } from './answers.zh-TW.ts';

export const answersMessages = defineCatalogue<MessageId>(
  'answers',
  messages,
  () => import('./answers.en.ts'),
);
