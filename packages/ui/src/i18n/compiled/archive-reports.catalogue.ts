// Written by `pnpm run i18n:compile` for messages/archive-reports.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/archive-reports.zh-TW.ts';
import { messages } from './archive-reports.zh-TW.ts';

export const archiveReportsMessages = defineCatalogue<MessageId>(
  'archive-reports',
  messages,
  () => import('./archive-reports.en.ts'),
);
