import { FINGERPRINT_DORMANT_YEARS, type Fingerprint, type FingerprintRow } from '@pastexam/api-contract';
import { findActiveCourse } from '../courses/repository.ts';
import type { Database } from '../db/client.ts';
import { fail, type Refusal } from '../refusal.ts';
import {
  type ConfirmedTag,
  confirmedTags,
  examYears,
  professorsOf,
  type TreeTopic,
  treeTopics,
} from './fingerprint-repository.ts';

const collator = new Intl.Collator('zh-TW');
const byName = (a: TreeTopic, b: TreeTopic) => collator.compare(a.nameZh, b.nameZh) || a.id - b.id;

/**
 * The questions under each row of the chart: a topic's carry it; an area's carry the area or any of its topics,
 * so a question tagged with two topics of one area counts once in the area.
 */
function questionsByRow(tags: readonly ConfirmedTag[], parentOf: ReadonlyMap<number, number | null>) {
  const rows = new Map<number, Set<number>>();
  const add = (rowId: number, questionId: number) => {
    const questions = rows.get(rowId) ?? new Set<number>();
    questions.add(questionId);
    rows.set(rowId, questions);
  };
  for (const tag of tags) {
    add(tag.topicId, tag.questionId);
    const parent = parentOf.get(tag.topicId);
    if (parent !== undefined && parent !== null) add(parent, tag.questionId);
  }
  return rows;
}

/**
 * A course's fingerprint (product §4.23, 出題分析): for each topic and area asked in its exams (of one professor
 * when `professor` is given), how many questions carry it confirmed in each academic year. "Now", for 多年未考, is
 * the newest year of the exams shown: a professor who stopped teaching the course is judged by their own last
 * exam, not by years they gave none, and a course without this year's exams yet is not judged by a year it
 * cannot have.
 */
export async function courseFingerprint(
  db: Database,
  courseId: number,
  professor: string | null,
): Promise<Fingerprint | Refusal<'course_not_found' | 'professor_not_in_course'>> {
  const course = await findActiveCourse(db, courseId);
  if (!course) return fail('course_not_found');
  const professors = (await professorsOf(db, courseId)).sort(collator.compare);
  if (professor !== null && !professors.includes(professor)) return fail('professor_not_in_course');
  const [years, tags, tree] = await Promise.all([
    examYears(db, courseId, professor),
    confirmedTags(db, courseId, professor),
    treeTopics(db),
  ]);
  const nowYear = years.at(-1)?.academicYear ?? null;
  const yearOf = new Map(tags.map((tag) => [tag.questionId, tag.academicYear]));
  const rows = questionsByRow(tags, new Map(tree.map((topic) => [topic.id, topic.parentId])));

  const rowOf = (topic: TreeTopic): FingerprintRow | null => {
    const questions = [...(rows.get(topic.id) ?? [])];
    const asked = questions.map((id) => yearOf.get(id) ?? 0);
    if (asked.length === 0) return null;
    const lastYear = Math.max(...asked);
    return {
      topic: { id: topic.id, name_zh: topic.nameZh, name_en: topic.nameEn },
      counts: years.map((year) => asked.filter((one) => one === year.academicYear).length),
      total: asked.length,
      last_year: lastYear,
      dormant: nowYear !== null && nowYear - lastYear >= FINGERPRINT_DORMANT_YEARS,
    };
  };
  const sorted = [...tree].sort(byName);
  const areas = sorted.flatMap((area) => {
    if (area.parentId !== null) return [];
    const row = rowOf(area);
    if (!row) return [];
    const children = sorted.filter((topic) => topic.parentId === area.id).map(rowOf);
    return [{ ...row, topics: children.filter((child) => child !== null) }];
  });

  return {
    course: { id: course.id, name: course.name },
    professor,
    professors,
    years: years.map((year) => ({ academic_year: year.academicYear, exams: year.exams })),
    now_year: nowYear,
    questions: { total: years.reduce((sum, year) => sum + year.questions, 0), tagged: yearOf.size },
    areas,
  };
}
