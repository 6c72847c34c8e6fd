import type { Locale } from '@pastexam/api-contract';
import { examIn } from '../notifications/wording.ts';

type Exam = { academicYear: number; name: string };

/** What 我上傳的考古題已審核 says of a pending course's review; course and exam names stay as written. */
const zhTw = {
  approved: (course: string) => `你上傳到「${course}」的考古題已審核通過`,
  merged: (course: string, into: string) => `你上傳到「${course}」的考古題已審核通過，併入「${into}」`,
  refused: (course: string) => `你上傳到「${course}」的考古題未通過審核，已被移除`,
  /** `112 學年度 期中考、113 學年度 期末考`. */
  exams: (exams: readonly Exam[]) => exams.map((exam) => examIn('zh-TW', exam)).join('、'),
  reason: (reason: string) => `原因：${reason}`,
};

const en: typeof zhTw = {
  approved: (course) => `Your uploads to “${course}” were approved`,
  merged: (course, into) => `Your uploads to “${course}” were approved and merged into “${into}”`,
  refused: (course) => `Your uploads to “${course}” were not approved and have been removed`,
  exams: (exams) => exams.map((exam) => examIn('en', exam)).join(', '),
  reason: (reason) => `Reason: ${reason}`,
};

export const reviewWording: Readonly<Record<Locale, typeof zhTw>> = { 'zh-TW': zhTw, en };
