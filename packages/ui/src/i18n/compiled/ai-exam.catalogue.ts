// Written by `pnpm run i18n:compile` for messages/ai-exam.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/ai-exam.zh-TW.ts';
import { messages } from './ai-exam.zh-TW.ts';

export const aiExamMessages = defineCatalogue<MessageId>(
  'ai-exam',
  messages,
  () => import('./ai-exam.en.ts'),
);
