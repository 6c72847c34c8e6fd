import type { Locale } from '@pastexam/api-contract';
import { academicYearIn, wordedBy } from '../notifications/wording.ts';

/** A question in its archive and course, as its notifications name it. */
export type QuestionPlace = {
  courseName: string;
  academicYear: number;
  archiveName: string;
  questionName: string;
};

/** What 我的解答有新動態 and 我的解答獲得認可 say; `q` is the question, named in the same language. */
const zhTw = {
  /** `資料結構 112 學年度 期中考 第 3 題`. */
  place: (p: QuestionPlace) =>
    `${p.courseName} ${academicYearIn('zh-TW', p.academicYear)} ${p.archiveName} ${p.questionName}`,
  newAnswer: (q: string) => `〈${q}〉有新的解答`,
  commentOnYours: (q: string) => `你在〈${q}〉的解答有新的留言`,
  commentOnOthers: (q: string) => `〈${q}〉的解答有新的留言`,
  endorsed: (q: string) => `你在〈${q}〉的解答獲得專家認可`,
  official: (q: string) => `你在〈${q}〉的解答被設為官方解答`,
  upvoted: (q: string, votes: number) => `你在〈${q}〉的解答獲得 ${votes} 個讚`,
};

const en: typeof zhTw = {
  /** `Data Structures · AY 2023–24 (112) · Midterm · Q3`: names as written. */
  place: (p) =>
    [p.courseName, academicYearIn('en', p.academicYear), p.archiveName, p.questionName].join(' · '),
  newAnswer: (q) => `New answer on “${q}”`,
  commentOnYours: (q) => `New comment on your answer on “${q}”`,
  commentOnOthers: (q) => `New comment on an answer on “${q}”`,
  endorsed: (q) => `Your answer on “${q}” was endorsed by an expert`,
  official: (q) => `Your answer on “${q}” was marked as the official answer`,
  upvoted: (q, votes) => `Your answer on “${q}” got ${votes} ${votes === 1 ? 'upvote' : 'upvotes'}`,
};

export const answerWording: Readonly<Record<Locale, typeof zhTw>> = { 'zh-TW': zhTw, en };

/** The question, named in each language. */
export const placeLabel = (place: QuestionPlace) => wordedBy((locale) => answerWording[locale].place(place));
