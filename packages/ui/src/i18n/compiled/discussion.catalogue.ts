// Written by `pnpm run i18n:compile` for messages/discussion.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/discussion.zh-TW.ts';
import { messages } from './discussion.zh-TW.ts';

export const discussionMessages = defineCatalogue<MessageId>(
  'discussion',
  messages,
  () => import('./discussion.en.ts'),
);
