import type { SelfGrade } from '@pastexam/api-contract';
import type { Queryable } from '../db/client.ts';
import { latestMarks } from './repository.ts';

/** A question the user is not sure of, by their latest grade of it in a 模擬考. */
export type QuestionToReview = {
  questionId: number;
  archiveId: number;
  mark: Extract<SelfGrade, 'unsure' | 'unknown'>;
  markedAt: Date;
};

const needsReview = (mark: SelfGrade | null): mark is QuestionToReview['mark'] =>
  mark === 'unsure' || mark === 'unknown';

/**
 * The questions whose latest grade by the user, in any of their practices, is 不確定 or 不會: what a review
 * deck takes in. A question graded 會 since is left out; so are questions of deleted archives.
 */
export async function questionsToReview(db: Queryable, userId: number): Promise<QuestionToReview[]> {
  const rows = await latestMarks(db, userId);
  return rows.flatMap(({ questionId, archiveId, mark, markedAt }) =>
    needsReview(mark) && markedAt ? [{ questionId, archiveId, mark, markedAt }] : [],
  );
}
