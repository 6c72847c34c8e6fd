import type { Locale } from '@pastexam/api-contract';
import { examIn } from '../notifications/wording.ts';

type Exam = { academicYear: number; name: string; professor: string };

/** What 追蹤的課程有新考古題 says; course and exam names stay as written. */
const zhTw = {
  newArchive: (course: string) => `你追蹤的「${course}」有新的考古題`,
  /** `112 學年度 期中考（王教授）`. */
  exam: (exam: Exam) => `${examIn('zh-TW', exam)}（${exam.professor}）`,
};

const en: typeof zhTw = {
  newArchive: (course) => `A course you follow, “${course}”, has a new exam`,
  exam: (exam) => `${examIn('en', exam)} (${exam.professor})`,
};

export const followWording: Readonly<Record<Locale, typeof zhTw>> = { 'zh-TW': zhTw, en };
