// Written by `pnpm run i18n:compile` for messages/audit.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/audit.zh-TW.ts';
import { messages } from './audit.zh-TW.ts';

export const auditMessages = defineCatalogue<MessageId>('audit', messages, () => import('./audit.en.ts'));
