// Written by `pnpm run i18n:compile` for messages/wishes.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/wishes.zh-TW.ts';
import { messages } from './wishes.zh-TW.ts';

export const wishesMessages = defineCatalogue<MessageId>('wishes', messages, () => import('./wishes.en.ts'));
