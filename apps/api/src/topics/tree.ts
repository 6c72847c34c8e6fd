import type {
  Topic,
  TopicExport,
  TopicFile,
  TopicImportResult,
  TopicTree,
  topicEditSchema,
  topicInputSchema,
} from '@pastexam/api-contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import type { TopicRow, UserRow } from '../db/schema.ts';
import { fail, type Refusal } from '../refusal.ts';
import {
  type CountedTopic,
  deleteTopicRow,
  findTopic,
  insertTopic,
  isAnyCourseExpert,
  topicsWithCounts,
  updateTopicRow,
} from './repository.ts';

const collator = new Intl.Collator('zh-TW');
const byName = (a: CountedTopic, b: CountedTopic) =>
  collator.compare(a.topic.nameZh, b.topic.nameZh) || a.topic.id - b.topic.id;

export function toApiTopic(row: TopicRow, questions = 0): Topic {
  return {
    id: row.id,
    parent_id: row.parentId,
    name_zh: row.nameZh,
    name_en: row.nameEn,
    keywords: row.keywords,
    question_count: questions,
  };
}

/** Admins and the experts of any course edit the department's tree (product §4.19). */
export async function mayEditTree(db: Queryable, user: UserRow): Promise<boolean> {
  return user.isAdmin || isAnyCourseExpert(db, user.id);
}

/** The areas by name, each with its topics by name. */
async function areasOf(db: Queryable) {
  const rows = (await topicsWithCounts(db)).sort(byName);
  return rows
    .filter((row) => row.topic.parentId === null)
    .map((area) => ({ area, children: rows.filter((row) => row.topic.parentId === area.topic.id) }));
}

export async function listTopics(db: Database, user: UserRow): Promise<TopicTree> {
  const [areas, canEdit] = await Promise.all([areasOf(db), mayEditTree(db, user)]);
  return {
    areas: areas.map(({ area, children }) => ({
      ...toApiTopic(area.topic, area.questions),
      children: children.map((child) => toApiTopic(child.topic, child.questions)),
    })),
    can_edit: canEdit,
  };
}

/** Answers `duplicate_topic` for a write that gave a sibling's name, else throws what went wrong. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T | Refusal<'duplicate_topic'>> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)?.startsWith('topics_name')) return fail('duplicate_topic');
    throw error;
  }
}

export async function createTopic(
  db: Database,
  user: UserRow,
  input: z.output<typeof topicInputSchema>,
): Promise<Topic | Refusal<'topic_editor_only' | 'topic_not_found' | 'topic_too_deep' | 'duplicate_topic'>> {
  if (!(await mayEditTree(db, user))) return fail('topic_editor_only');
  if (input.parent_id !== null) {
    const parent = await findTopic(db, input.parent_id);
    if (!parent) return fail('topic_not_found');
    // Two levels: an area holds topics, which hold none.
    if (parent.parentId !== null) return fail('topic_too_deep');
  }
  const values = {
    parentId: input.parent_id,
    nameZh: input.name_zh,
    nameEn: input.name_en,
    keywords: [...new Set(input.keywords)],
  };
  const row = await unlessDuplicate(() => insertTopic(db, values));
  return 'id' in row ? toApiTopic(row) : row;
}

export async function updateTopic(
  db: Database,
  user: UserRow,
  topicId: number,
  edit: z.output<typeof topicEditSchema>,
): Promise<Topic | Refusal<'topic_editor_only' | 'topic_not_found' | 'duplicate_topic'>> {
  if (!(await mayEditTree(db, user))) return fail('topic_editor_only');
  const values = {
    ...(edit.name_zh === undefined ? {} : { nameZh: edit.name_zh }),
    ...(edit.name_en === undefined ? {} : { nameEn: edit.name_en }),
    ...(edit.keywords === undefined ? {} : { keywords: [...new Set(edit.keywords)] }),
  };
  const row = await unlessDuplicate(() => updateTopicRow(db, topicId, values));
  if (row === null) return fail('topic_not_found');
  if (!('id' in row)) return row;
  const counted = (await topicsWithCounts(db)).find((one) => one.topic.id === row.id);
  return toApiTopic(row, counted?.questions ?? 0);
}

export async function deleteTopic(
  db: Database,
  user: UserRow,
  topicId: number,
): Promise<{ ok: true } | Refusal<'topic_editor_only' | 'topic_not_found'>> {
  if (!(await mayEditTree(db, user))) return fail('topic_editor_only');
  return (await deleteTopicRow(db, topicId)) ? { ok: true } : fail('topic_not_found');
}

/** A topic as the audit log keeps it. */
export async function topicForAudit(db: Queryable, topicId: number) {
  const row = await findTopic(db, topicId);
  return (
    row && {
      id: row.id,
      name: `${row.nameZh} ${row.nameEn}`,
      parent_id: row.parentId,
      keywords: row.keywords,
    }
  );
}

const fileTopic = (row: TopicRow) => ({ name_zh: row.nameZh, name_en: row.nameEn, keywords: row.keywords });

/** The tree in the file format an import reads back. */
export async function exportTopics(db: Queryable): Promise<TopicExport> {
  const areas = await areasOf(db);
  return {
    version: 1,
    areas: areas.map(({ area, children }) => ({
      ...fileTopic(area.topic),
      children: children.map((child) => fileTopic(child.topic)),
    })),
  };
}

/**
 * Imports a tree file in one transaction: each area and topic is matched with the one of the same zh-TW name
 * at its place, whose English name and keywords it takes; the rest are added. Nothing is removed.
 */
export async function importTopics(
  db: Database,
  file: TopicFile,
): Promise<TopicImportResult | Refusal<'duplicate_topic'>> {
  return unlessDuplicate(() => placeFile(db, file));
}

type FileTopic = Omit<TopicFile['areas'][number], 'children'>;

async function placeFile(db: Database, file: TopicFile): Promise<TopicImportResult> {
  return db.transaction(async (tx) => {
    const existing = await topicsWithCounts(tx);
    const result = { added: 0, updated: 0 };
    const place = async (parentId: number | null, topic: FileTopic) => {
      const values = { nameZh: topic.name_zh, nameEn: topic.name_en, keywords: [...new Set(topic.keywords)] };
      const found = existing.find(
        (row) => row.topic.parentId === parentId && row.topic.nameZh === topic.name_zh,
      );
      if (!found) {
        result.added += 1;
        return (await insertTopic(tx, { parentId, ...values })).id;
      }
      const same =
        found.topic.nameEn === values.nameEn &&
        found.topic.keywords.join('\n') === values.keywords.join('\n');
      if (!same) {
        result.updated += 1;
        await updateTopicRow(tx, found.topic.id, values);
      }
      return found.topic.id;
    };
    for (const area of file.areas) {
      const areaId = await place(null, area);
      for (const child of area.children) await place(areaId, child);
    }
    return result;
  });
}
