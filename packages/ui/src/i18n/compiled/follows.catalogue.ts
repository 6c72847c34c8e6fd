// Written by `pnpm run i18n:compile` for messages/follows.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/follows.zh-TW.ts';
import { messages } from './follows.zh-TW.ts';

export const followsMessages = defineCatalogue<MessageId>(
  'follows',
  messages,
  () => import('./follows.en.ts'),
);
