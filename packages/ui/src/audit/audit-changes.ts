import {
  announcementImportanceLabels,
  archiveTypeLabels,
  courseCategoryLabels,
} from '@pastexam/api-contract/labels';
import { formatTaipeiDateTime } from '../time-format.ts';

/** One field of a record as a change left it: its label, and its value before and after (null: not there). */
export type FieldChange = { field: string; label: string; before: string | null; after: string | null };

/** What the log calls a record's fields; a field not named here is shown by its API name. */
const fieldLabels: Record<string, string> = {
  id: '編號',
  name: '名稱',
  nickname: '暱稱',
  category: '類別',
  pending: '待審核',
  archive_count: '考古題數',
  email: '電子郵件',
  is_admin: '管理員',
  auth_provider: '登入方式',
  password_reset: '重設密碼',
  all_sessions_ended: '登出所有裝置',
  professor: '教授',
  academic_year: '學年度',
  archive_type: '類型',
  has_answers: '附解答',
  download_count: '下載次數',
  course_id: '課程編號',
  course_name: '課程',
  in_trash: '在垃圾桶中',
  course_outcome: '還原到',
  merged_into: '合併到',
  status: '狀態',
  course: '課程',
  professors: '教授',
  body: '內容',
  archive_id: '考古題編號',
  author: '留言者',
  importance: '重要性',
  active: '啟用',
  starts_at: '開始時間',
  ends_at: '結束時間',
};

/** Fields that say when or by whom a record came to be: the same before and after, and noise in a change. */
const quietFields = new Set(['created_at', 'last_login_at', 'uploader_id', 'avatar_url']);

/** The value's label when `labels` has one, else the value as it is. */
const labelOf = (labels: Readonly<Record<string, string>>, value: string) => labels[value] ?? value;

const restoreOutcomes: Record<string, string> = {
  active: '原課程',
  restored: '原課程（一併還原）',
  namesake: '現有的同名課程',
};

function describe(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') {
    if (field === 'category') return labelOf(courseCategoryLabels, value);
    if (field === 'archive_type') return labelOf(archiveTypeLabels, value);
    if (field === 'course_outcome') return labelOf(restoreOutcomes, value);
    if (field === 'importance') return labelOf(announcementImportanceLabels, value);
    if (field === 'starts_at' || field === 'ends_at') return formatTaipeiDateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => describe(field, item)).join('、');
  if (typeof value === 'object') {
    const named = value as { name?: unknown; id?: unknown };
    return typeof named.name === 'string' ? `${named.name}（#${String(named.id)}）` : JSON.stringify(value);
  }
  return String(value);
}

/**
 * The fields a change touched, in the record's order: for an edit only those that differ; for a creation
 * every field it was made with; for a deletion every field it had.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const editing = before !== null && after !== null;
  return fields
    .filter((field) => !quietFields.has(field))
    .filter((field) => !editing || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field,
      label: fieldLabels[field] ?? field,
      before: before && field in before ? describe(field, before[field]) : null,
      after: after && field in after ? describe(field, after[field]) : null,
    }));
}
