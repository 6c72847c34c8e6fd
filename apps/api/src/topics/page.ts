import { compareArchives, type TopicPage, type TopicQuestion } from '@pastexam/api-contract';
import type { Database } from '../db/client.ts';
import { fail, type Refusal } from '../refusal.ts';
import { questionsOfTopics, type TopicQuestionRow, topicsWithCounts } from './repository.ts';
import { toApiTopic } from './tree.ts';

const collator = new Intl.Collator('zh-TW');

/** Newest year first, then course by name, then the archive's place in its course, then question order. */
const byPlace = (a: TopicQuestionRow, b: TopicQuestionRow) =>
  b.academicYear - a.academicYear ||
  collator.compare(a.courseName, b.courseName) ||
  a.courseId - b.courseId ||
  compareArchives(
    { id: a.archiveId, name: a.archiveName, academic_year: a.academicYear, archive_type: a.archiveType },
    { id: b.archiveId, name: b.archiveName, academic_year: b.academicYear, archive_type: b.archiveType },
  ) ||
  a.ordinal - b.ordinal ||
  a.questionId - b.questionId;

function toApiQuestion(row: TopicQuestionRow): TopicQuestion {
  return {
    question: { id: row.questionId, name: row.questionName },
    archive: {
      id: row.archiveId,
      name: row.archiveName,
      academic_year: row.academicYear,
      professor: row.professor,
    },
    course: { id: row.courseId, name: row.courseName },
    topic_id: row.topicId,
    status: row.status === 'confirmed' ? 'confirmed' : 'proposed',
    answer_count: row.answers,
  };
}

/**
 * A topic's page (product §4.19): its questions, confirmed and proposed, across courses, exams and years (an
 * area's include its topics'), each once, and how many of the confirmed ones have an answer.
 */
export async function topicPage(
  db: Database,
  topicId: number,
): Promise<TopicPage | Refusal<'topic_not_found'>> {
  const tree = await topicsWithCounts(db);
  const found = tree.find((row) => row.topic.id === topicId);
  if (!found) return fail('topic_not_found');
  const ids = [topicId, ...tree.filter((row) => row.topic.parentId === topicId).map((row) => row.topic.id)];
  const rows = (await questionsOfTopics(db, ids)).sort(byPlace);
  // A question carrying an area and one of its topics is listed once, confirmed if either is.
  const once = new Map<number, TopicQuestionRow>();
  for (const row of rows) {
    const seen = once.get(row.questionId);
    if (!seen || (seen.status !== 'confirmed' && row.status === 'confirmed')) once.set(row.questionId, row);
  }
  const questions = [...once.values()].sort(byPlace).map(toApiQuestion);
  const confirmed = questions.filter((one) => one.status === 'confirmed');
  const area =
    found.topic.parentId === null ? null : tree.find((row) => row.topic.id === found.topic.parentId);
  return {
    topic: {
      ...toApiTopic(found.topic, found.questions),
      area: area ? { id: area.topic.id, name_zh: area.topic.nameZh } : null,
    },
    questions,
    coverage: {
      answered: confirmed.filter((one) => one.answer_count > 0).length,
      total: confirmed.length,
    },
  };
}
