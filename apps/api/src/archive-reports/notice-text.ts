import type { ArchiveReportOutcome, ArchiveReportReason, Locale } from '@pastexam/api-contract';
import { examIn, labelsIn } from '../notifications/wording.ts';

type Removed = { courseName: string; academicYear: number; name: string; outcome: ArchiveReportOutcome };

const outcomeIn = (locale: Locale, outcome: ArchiveReportOutcome) =>
  labelsIn(locale).archiveReportOutcome[outcome];
const reasonIn = (locale: Locale, reason: ArchiveReportReason) =>
  labelsIn(locale).archiveReportReason[reason];

/** What 我的檢舉已處理 and 我上傳的考古題已審核 say of reports; course and exam names stay as written. */
const zhTw = {
  resolved: (archiveName: string, outcome: ArchiveReportOutcome) =>
    `你回報的「${archiveName}」已處理：${outcomeIn('zh-TW', outcome)}`,
  removed: (r: Removed) =>
    `你上傳的「${r.courseName}」${examIn('zh-TW', r)}因檢舉已被${outcomeIn('zh-TW', r.outcome)}`,
  why: (reason: ArchiveReportReason, note: string | null) =>
    `檢舉原因：${reasonIn('zh-TW', reason)}${note ? `\n處理說明：${note}` : ''}`,
};

const en: typeof zhTw = {
  resolved: (archiveName, outcome) =>
    `Your report on “${archiveName}” was resolved: ${outcomeIn('en', outcome)}`,
  removed: (r) =>
    `Your upload “${r.courseName}” ${examIn('en', r)} was removed after reports: ${outcomeIn('en', r.outcome)}`,
  why: (reason, note) => `Reported as: ${reasonIn('en', reason)}${note ? `\nNote: ${note}` : ''}`,
};

export const reportWording: Readonly<Record<Locale, typeof zhTw>> = { 'zh-TW': zhTw, en };
