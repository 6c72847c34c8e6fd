// Written by `pnpm run i18n:compile` for messages/worksheets.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/worksheets.zh-TW.ts';
import { messages } from './worksheets.zh-TW.ts';

export const worksheetsMessages = defineCatalogue<MessageId>(
  'worksheets',
  messages,
  () => import('./worksheets.en.ts'),
);
