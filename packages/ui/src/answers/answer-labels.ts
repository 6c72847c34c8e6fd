import type { Answer, QuestionRegion } from '@pastexam/api-contract';
import type { Translate } from '../i18n/i18n.ts';
import type { MessageId } from '../i18n/messages/answers.zh-TW.ts';

/** The translator of the answers' catalogue. */
export type AnswersT = Translate<MessageId>;

/** A place in the PDF as readers say it: `第 2 頁 30%`. */
function place(page: number, top: number, t: AnswersT): string {
  return t('answers.place', { page, percent: Math.round(top * 100) });
}

/** The part of the PDF an AI draft read: `讀取範圍：第 2 頁 30%–第 3 頁 10%`. */
export function formatRegion(region: QuestionRegion, t: AnswersT): string {
  return t('answers.region', {
    from: place(region.page, region.top, t),
    to: place(region.end_page, region.end_top, t),
  });
}

/** An answer's net score as its buttons show it. */
export const netVotes = (answer: Pick<Answer, 'upvotes' | 'downvotes'>): number =>
  answer.upvotes - answer.downvotes;

/** The name shown for an answer's author. */
export const authorName = (answer: Pick<Answer, 'author'>, t: AnswersT): string =>
  answer.author?.name ?? t('answers.goneAuthor');

/** `Archive・Question`, or the archive alone. */
export const placeName = (archive: string, question: string | null | undefined, t: AnswersT): string =>
  question ? t('answers.where', { archive, question }) : archive;
