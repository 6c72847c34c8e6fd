// Written by `pnpm run i18n:compile` for messages/questions.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/questions.zh-TW.ts';
import { messages } from './questions.zh-TW.ts';

export const questionsMessages = defineCatalogue<MessageId>(
  'questions',
  messages,
  () => import('./questions.en.ts'),
);
