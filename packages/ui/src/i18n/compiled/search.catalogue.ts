// Written by `pnpm run i18n:compile` for messages/search.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/search.zh-TW.ts';
import { messages } from './search.zh-TW.ts';

export const searchMessages = defineCatalogue<MessageId>('search', messages, () => import('./search.en.ts'));
