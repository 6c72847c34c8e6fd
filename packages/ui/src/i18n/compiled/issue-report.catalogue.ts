// Written by `pnpm run i18n:compile` for messages/issue-report.*.ts: do not edit.
import { defineCatalogue } from '../i18n.ts';
import type { MessageId } from '../messages/issue-report.zh-TW.ts';
import { messages } from './issue-report.zh-TW.ts';

export const issueReportMessages = defineCatalogue<MessageId>(
  'issue-report',
  messages,
  () => import('./issue-report.en.ts'),
);
