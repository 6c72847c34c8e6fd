// Written by `pnpm run i18n:compile` for messages/form.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/form.zh-TW.ts';
import { messages } from './form.zh-TW.ts';

export const formMessages = defineCatalogue<MessageId>('form', messages, () => import('./form.en.ts'));
