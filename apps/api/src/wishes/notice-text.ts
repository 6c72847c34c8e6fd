import type { Locale } from '@pastexam/api-contract';
import { examIn } from '../notifications/wording.ts';

type Exam = { academicYear: number; name: string; professor: string };

/** What 許願的考古題已上傳 says; course and exam names stay as written. */
const zhTw = {
  fulfilled: (course: string) => `你許願的「${course}」考古題已上傳`,
  /** `112 學年度 期中考（王教授）`. */
  exam: (exam: Exam) => `${examIn('zh-TW', exam)}（${exam.professor}）`,
};

const en: typeof zhTw = {
  fulfilled: (course) => `An exam you wished for in “${course}” has been uploaded`,
  exam: (exam) => `${examIn('en', exam)} (${exam.professor})`,
};

export const wishWording: Readonly<Record<Locale, typeof zhTw>> = { 'zh-TW': zhTw, en };
