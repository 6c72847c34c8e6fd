// Written by `pnpm run i18n:compile` for messages/pdf-viewer.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/pdf-viewer.zh-TW.ts';
import { messages } from './pdf-viewer.zh-TW.ts';

export const pdfViewerMessages = defineCatalogue<MessageId>(
  'pdf-viewer',
  messages,
  () => import('./pdf-viewer.en.ts'),
);
