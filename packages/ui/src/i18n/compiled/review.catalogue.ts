// Written by `pnpm run i18n:compile` for messages/review.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/review.zh-TW.ts';
import { messages } from './review.zh-TW.ts';

export const reviewMessages = defineCatalogue<MessageId>('review', messages, () => import('./review.en.ts'));
