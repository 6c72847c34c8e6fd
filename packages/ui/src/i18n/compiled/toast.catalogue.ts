// Written by `pnpm run i18n:compile` for messages/toast.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/toast.zh-TW.ts';
import { messages } from './toast.zh-TW.ts';

export const toastMessages = defineCatalogue<MessageId>('toast', messages, () => import('./toast.en.ts'));
