// Written by `pnpm run i18n:compile` for messages/archives.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/archives.zh-TW.ts';
import { messages } from './archives.zh-TW.ts';

export const archivesMessages = defineCatalogue<MessageId>(
  'archives',
  messages,
  () => import('./archives.en.ts'),
);
