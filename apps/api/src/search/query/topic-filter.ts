import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { archivePages, questionTopics, topics } from '../../db/schema.ts';

/** The topic and, when it is an area, the topics under it. */
const topicAndChildren = (topicId: number) =>
  sql`(select ${topics.id} from ${topics} where ${topics.id} = ${topicId} or ${topics.parentId} = ${topicId})`;

/** Whether the question in `questionId` carries the topic (or one under it) confirmed. */
export function questionOfTopic(topicId: number, questionId: AnyColumn | SQL): SQL {
  return sql`exists (select 1 from ${questionTopics} where ${questionTopics.questionId} = ${questionId}
    and ${questionTopics.status} = 'confirmed' and ${questionTopics.topicId} in ${topicAndChildren(topicId)})`;
}

/**
 * Whether the archive page holds part of a question carrying the topic confirmed: the question starts on it or
 * before, and the next one (if any) starts on it or after.
 */
export function onPageOfTopic(topicId: number): SQL {
  return sql`exists (select 1 from archive_questions tagged where tagged.archive_id = ${archivePages.archiveId}
    and tagged.page <= ${archivePages.page}
    and coalesce((select min(following.page) from archive_questions following
      where following.archive_id = tagged.archive_id and following.ordinal > tagged.ordinal),
      ${archivePages.page}) >= ${archivePages.page}
    and ${questionOfTopic(topicId, sql`tagged.id`)})`;
}
