// Written by `pnpm run i18n:compile` for messages/fingerprint.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/fingerprint.zh-TW.ts';
import { messages } from './fingerprint.zh-TW.ts';

export const fingerprintMessages = defineCatalogue<MessageId>(
  'fingerprint',
  messages,
  () => import('./fingerprint.en.ts'),
);
