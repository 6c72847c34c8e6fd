import type { SimilarQuestion, SimilarQuestionList } from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import { archiveIsOpen } from '../discussion/repository.ts';
import { fail, type Refusal } from '../refusal.ts';
import { findQuestion } from './edit-repository.ts';
import { type ComparedQuestion, candidateQuestions, indexedQuestion } from './similar-repository.ts';
import { questionSimilarity, SIMILAR_QUESTION } from './similar-signature.ts';

/** How many 相似題 a question shows. */
export const SIMILAR_LIMIT = 10;

/** Similarity is shown in whole percent: two results that round alike are ordered by year, newest first. */
const bySimilarity = (a: SimilarQuestion, b: SimilarQuestion) =>
  b.similarity - a.similarity ||
  b.archive.academic_year - a.archive.academic_year ||
  a.question.id - b.question.id;

function similarOf(source: ComparedQuestion, other: ComparedQuestion, similarity: number): SimilarQuestion {
  return {
    question: { id: other.id, name: other.name },
    archive: { id: other.archiveId, name: other.archiveName, academic_year: other.academicYear },
    course: { id: other.courseId, name: other.courseName },
    similarity,
    same_course: other.courseId === source.courseId,
  };
}

/**
 * 相似題 of a question of an archive that is not deleted (product §4.18): the questions of other exams in the
 * department whose text is at least SIMILAR_QUESTION alike, the most alike first; and the years it was asked in
 * its course when a 相似題 is in the same course (重複出現). A question with too little text has none.
 */
export async function similarQuestions(
  db: Database,
  archiveId: number,
  questionId: number,
): Promise<SimilarQuestionList | Refusal<'archive_not_found' | 'question_not_found'>> {
  const source = await indexedQuestion(db, archiveId, questionId);
  // A question compared, in an open exam, needs no other reading; anything else says why it is refused.
  if (!source?.open) {
    if (!(await archiveIsOpen(db, archiveId))) return fail('archive_not_found');
    if (!(await findQuestion(db, archiveId, questionId))) return fail('question_not_found');
  }
  if (!source || source.shingles.length === 0) return { similar: [], recurring_years: [] };

  const found = (await candidateQuestions(db, source))
    .map((other) => similarOf(source, other, questionSimilarity(source.shingles, other.shingles)))
    .filter((similar) => similar.similarity >= SIMILAR_QUESTION)
    .sort(bySimilarity);
  const recurring = found.filter((similar) => similar.same_course);
  const years = new Set([source.academicYear, ...recurring.map((similar) => similar.archive.academic_year)]);
  return {
    similar: found.slice(0, SIMILAR_LIMIT),
    recurring_years: recurring.length > 0 ? [...years].sort((a, b) => a - b) : [],
  };
}
