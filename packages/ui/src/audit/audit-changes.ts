import type { Labels } from '@pastexam/api-contract/labels';
import type { Locale } from '@pastexam/api-contract/locales';
import { auditMessages } from '../i18n/compiled/audit.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { type Translate, translatorFor } from '../i18n/i18n.ts';
import { labelsFor } from '../i18n/labels.ts';
import type { MessageId } from '../i18n/messages/audit.zh-TW.ts';

/** One field of a record as a change left it: its label, and its value before and after (null: not there). */
export type FieldChange = { field: string; label: string; before: string | null; after: string | null };

/** What the log calls a record's fields; a field not named here is shown by its API name. */
const fieldLabels: Record<string, MessageId> = {
  id: 'audit.fieldId',
  name: 'audit.fieldName',
  nickname: 'audit.fieldNickname',
  category: 'audit.fieldCategory',
  pending: 'audit.fieldPending',
  archive_count: 'audit.fieldArchiveCount',
  email: 'audit.fieldEmail',
  is_admin: 'audit.fieldIsAdmin',
  auth_provider: 'audit.fieldAuthProvider',
  password_reset: 'audit.fieldPasswordReset',
  all_sessions_ended: 'audit.fieldAllSessionsEnded',
  professor: 'audit.fieldProfessor',
  academic_year: 'audit.fieldAcademicYear',
  archive_type: 'audit.fieldArchiveType',
  has_answers: 'audit.fieldHasAnswers',
  download_count: 'audit.fieldDownloadCount',
  course_id: 'audit.fieldCourseId',
  course_name: 'audit.fieldCourseName',
  in_trash: 'audit.fieldInTrash',
  course_outcome: 'audit.fieldCourseOutcome',
  merged_into: 'audit.fieldMergedInto',
  status: 'audit.fieldStatus',
  course: 'audit.fieldCourse',
  professors: 'audit.fieldProfessors',
  body: 'audit.fieldBody',
  archive_id: 'audit.fieldArchiveId',
  author: 'audit.fieldAuthor',
  importance: 'audit.fieldImportance',
  active: 'audit.fieldActive',
  starts_at: 'audit.fieldStartsAt',
  ends_at: 'audit.fieldEndsAt',
};

/** A field's label, or its API name when it has none. */
function fieldLabel(t: Translate<MessageId>, field: string): string {
  const id = fieldLabels[field];
  return id ? t(id) : field;
}

/** Fields that say when or by whom a record came to be: the same before and after, and noise in a change. */
const quietFields = new Set(['created_at', 'last_login_at', 'uploader_id', 'avatar_url']);

/** The value's label when `labels` has one, else the value as it is. */
const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

const restoreOutcomes: Record<string, MessageId> = {
  active: 'audit.outcomeActive',
  restored: 'audit.outcomeRestored',
  namesake: 'audit.outcomeNamesake',
};

/** The words, the labels and the time format a value is described in. */
type Words = { t: Translate<MessageId>; labels: Labels; dateTime: (iso: string) => string };

function describe(words: Words, field: string, value: unknown): string {
  const { t, labels } = words;
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'string') {
    if (field === 'category') return labelOf(labels.courseCategory, value);
    if (field === 'archive_type') return labelOf(labels.archiveType, value);
    if (field === 'course_outcome') {
      const outcome = restoreOutcomes[value];
      return outcome ? t(outcome) : value;
    }
    if (field === 'importance') return labelOf(labels.announcementImportance, value);
    if (field === 'starts_at' || field === 'ends_at') return words.dateTime(value);
    return value;
  }
  if (Array.isArray(value))
    return value.map((item) => describe(words, field, item)).join(t('audit.separator'));
  if (typeof value === 'object') {
    const named = value as { name?: unknown; id?: unknown };
    return typeof named.name === 'string'
      ? t('audit.named', { name: named.name, id: String(named.id) })
      : JSON.stringify(value);
  }
  return String(value);
}

/**
 * The fields a change touched, in the record's order: for an edit only those that differ; for a creation
 * every field it was made with; for a deletion every field it had. Labels and values are in `locale`'s words
 * (the page's, `useLocale()`).
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  locale: Locale,
): FieldChange[] {
  const words: Words = {
    t: translatorFor(auditMessages, locale),
    labels: labelsFor(locale),
    dateTime: formatsFor(locale).dateTime,
  };
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const editing = before !== null && after !== null;
  return fields
    .filter((field) => !quietFields.has(field))
    .filter((field) => !editing || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field,
      label: fieldLabel(words.t, field),
      before: before && field in before ? describe(words, field, before[field]) : null,
      after: after && field in after ? describe(words, field, after[field]) : null,
    }));
}
