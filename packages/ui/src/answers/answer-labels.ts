import type { Answer, QuestionRegion } from '@pastexam/api-contract';

/** The badge of an answer an administrator or a course's expert marked official. */
export const OFFICIAL_BADGE = '官方解答';
/** The badge of an answer endorsed by at least one of the course's experts. */
export const ENDORSED_BADGE = '專家認可';
/** The badge of an unedited AI draft. */
export const AI_DRAFT_BADGE = '🤖 AI 試答';
/** The badge of a person's answer that started from an AI draft. */
export const AI_BASED_BADGE = '參考 AI 草稿';
/** The mark shown once enough readers flagged an answer as AI-written. */
export const AI_SUSPECTED_BADGE = '疑似 AI 產生';
/** The badge of an answer an administrator hid, seen by its author and administrators only. */
export const HIDDEN_BADGE = '已隱藏';
/** The author of an answer or a comment whose account no longer exists. */
export const GONE_AUTHOR = '已刪除的帳號';

/** A place in the PDF as readers say it: `第 2 頁 30%`. */
function place(page: number, top: number): string {
  return `第 ${page} 頁 ${Math.round(top * 100)}%`;
}

/** The part of the PDF an AI draft read: `第 2 頁 30%–第 3 頁 10%`. */
export function formatRegion(region: QuestionRegion): string {
  return `${place(region.page, region.top)}–${place(region.end_page, region.end_top)}`;
}

/** An answer's net score as its buttons show it. */
export const netVotes = (answer: Pick<Answer, 'upvotes' | 'downvotes'>): number =>
  answer.upvotes - answer.downvotes;

/** The name shown for an answer's author. */
export const authorName = (answer: Pick<Answer, 'author'>): string => answer.author?.name ?? GONE_AUTHOR;
