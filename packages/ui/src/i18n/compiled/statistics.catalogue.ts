// Written by `pnpm run i18n:compile` for messages/statistics.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/statistics.zh-TW.ts';
import { messages } from './statistics.zh-TW.ts';

export const statisticsMessages = defineCatalogue<MessageId>(
  'statistics',
  messages,
  () => import('./statistics.en.ts'),
);
