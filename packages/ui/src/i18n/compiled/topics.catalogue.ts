// Written by `pnpm run i18n:compile` for messages/topics.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/topics.zh-TW.ts';
import { messages } from './topics.zh-TW.ts';

export const topicsMessages = defineCatalogue<MessageId>('topics', messages, () => import('./topics.en.ts'));
