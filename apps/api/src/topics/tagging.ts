import type { QuestionTopic, QuestionTopicList, QuestionTopicSource } from '@pastexam/api-contract';
import {
  archiveExists,
  findOpenQuestion,
  lastKeptPage,
  nextQuestionStart,
  type OpenQuestion,
  regionPages,
} from '../ai-answers/repository.ts';
import { isCourseExpert } from '../answers/repository.ts';
import type { Database, Queryable } from '../db/client.ts';
import type { UserRow } from '../db/schema.ts';
import { questionRegion, regionText } from '../questions/region.ts';
import { fail, type Refusal } from '../refusal.ts';
import { topicsInText } from './keywords.ts';
import { decideTag, findTopic, tagsOf, topicsWithCounts, upsertProposal } from './repository.ts';

export type PlaceRefusal = Refusal<'archive_not_found' | 'question_not_found'>;

/** The question of an open archive, with its course, or why it cannot be tagged: its archive is gone, or it is not in it. */
export async function placeOf(
  db: Queryable,
  archiveId: number,
  questionId: number,
): Promise<OpenQuestion | PlaceRefusal> {
  const question = await findOpenQuestion(db, archiveId, questionId);
  if (question) return question;
  return (await archiveExists(db, archiveId)) ? fail('question_not_found') : fail('archive_not_found');
}

/** The question's region as text (its kept lines from its start to the next one's); empty before it is read. */
export async function questionText(db: Queryable, question: OpenQuestion): Promise<string> {
  const { archiveId } = question;
  const region = questionRegion(
    question,
    await nextQuestionStart(db, question),
    await lastKeptPage(db, archiveId),
  );
  return regionText(region, await regionPages(db, archiveId, region.page, region.end_page));
}

/** An expert of the question's course or an admin confirms and rejects its tags. */
const mayDecide = async (db: Queryable, user: UserRow, courseId: number) =>
  user.isAdmin || isCourseExpert(db, courseId, user.id);

const ORDER = { confirmed: 0, proposed: 1, suggested: 2 } as const;

/**
 * The question's tags: confirmed and proposed ones as stored, and the topics whose keywords its text holds that
 * nobody proposed or rejected, as suggestions. Confirmed first, then proposed, then suggested, by name.
 */
export async function presentTags(
  db: Queryable,
  user: UserRow,
  question: OpenQuestion,
): Promise<QuestionTopicList> {
  const [tree, stored, text, canDecide] = await Promise.all([
    topicsWithCounts(db),
    tagsOf(db, question.id),
    questionText(db, question),
    mayDecide(db, user, question.courseId),
  ]);
  const byId = new Map(tree.map((row) => [row.topic.id, row.topic]));
  const shown = (
    topicId: number,
    status: QuestionTopic['status'],
    source: QuestionTopicSource,
  ): QuestionTopic[] => {
    const topic = byId.get(topicId);
    if (!topic) return [];
    const area = topic.parentId === null ? null : (byId.get(topic.parentId)?.nameZh ?? null);
    return [
      {
        topic: { id: topic.id, name_zh: topic.nameZh, name_en: topic.nameEn, area_zh: area },
        status,
        source,
      },
    ];
  };
  const known = new Set(stored.map((tag) => tag.topicId));
  const suggested = topicsInText(
    text,
    tree.map((row) => row.topic).filter((topic) => !known.has(topic.id)),
  );
  const topics = [
    ...stored.flatMap((tag) => (tag.status === 'rejected' ? [] : shown(tag.topicId, tag.status, tag.source))),
    ...suggested.flatMap((topic) => shown(topic.id, 'suggested', 'keyword')),
  ].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || a.topic.name_zh.localeCompare(b.topic.name_zh, 'zh-TW'),
  );
  return { topics, can_decide: canDecide };
}

export async function listQuestionTopics(
  db: Database,
  user: UserRow,
  archiveId: number,
  questionId: number,
): Promise<QuestionTopicList | PlaceRefusal> {
  const place = await placeOf(db, archiveId, questionId);
  if ('code' in place) return place;
  return presentTags(db, user, place);
}

type Tagging = { archiveId: number; questionId: number; topicId: number };

/** Any signed-in user proposes a tag for a question; one already confirmed stays confirmed. */
export async function proposeQuestionTopic(
  db: Database,
  user: UserRow,
  { archiveId, questionId, topicId }: Tagging,
  source: QuestionTopicSource,
): Promise<QuestionTopicList | PlaceRefusal | Refusal<'topic_not_found'>> {
  const place = await placeOf(db, archiveId, questionId);
  if ('code' in place) return place;
  if (!(await findTopic(db, topicId))) return fail('topic_not_found');
  await upsertProposal(db, { questionId, topicId, source, userId: user.id });
  return presentTags(db, user, place);
}

/** An expert of the question's course or an admin confirms or rejects a tag, proposed or not. */
export async function decideQuestionTopic(
  db: Database,
  user: UserRow,
  { archiveId, questionId, topicId }: Tagging,
  status: 'confirmed' | 'rejected',
): Promise<QuestionTopicList | PlaceRefusal | Refusal<'topic_not_found' | 'not_topic_decider'>> {
  const place = await placeOf(db, archiveId, questionId);
  if ('code' in place) return place;
  if (!(await findTopic(db, topicId))) return fail('topic_not_found');
  if (!(await mayDecide(db, user, place.courseId))) return fail('not_topic_decider');
  await decideTag(db, { questionId, topicId, userId: user.id, status });
  return presentTags(db, user, place);
}
