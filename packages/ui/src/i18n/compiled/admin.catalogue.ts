// Written by `pnpm run i18n:compile` for messages/admin.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/admin.zh-TW.ts';
import { messages } from './admin.zh-TW.ts';

export const adminMessages = defineCatalogue<MessageId>('admin', messages, () => import('./admin.en.ts'));
