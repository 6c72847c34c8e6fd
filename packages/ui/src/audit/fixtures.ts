import type { AuditEntry } from '@pastexam/api-contract';

const admin = { actor_id: 1, actor_name: '系統管理員' };
const course = { id: 12, name: '資料結構', category: 'sophomore', archive_count: 4, pending: false };

/** A morning of 操作紀錄, newest first: an edit, a deletion by a student, a creation, a reset password. */
export const sampleAuditEntries: AuditEntry[] = [
  {
    id: 141,
    at: '2026-11-21T03:05:00.000Z',
    ...admin,
    action: 'course.update',
    target_type: 'course',
    target_id: '12',
    target_name: '資料結構',
    before: { ...course, name: '資料結購', created_at: '2026-09-01T00:00:00.000Z' },
    after: { ...course, created_at: '2026-09-01T00:00:00.000Z' },
  },
  {
    id: 140,
    at: '2026-11-21T02:40:00.000Z',
    actor_id: 8,
    actor_name: '王小明',
    action: 'archive.delete',
    target_type: 'archive',
    target_id: '305',
    target_name: '期中考',
    before: {
      id: 305,
      name: '期中考',
      professor: '林美華',
      academic_year: 112,
      archive_type: 'midterm',
      has_answers: true,
      course_name: '資料結構',
      in_trash: false,
    },
    after: null,
  },
  {
    id: 139,
    at: '2026-11-21T01:15:00.000Z',
    ...admin,
    action: 'course.create',
    target_type: 'course',
    target_id: '12',
    target_name: '資料結購',
    before: null,
    after: { ...course, name: '資料結購', archive_count: 0 },
  },
  {
    id: 138,
    at: '2026-11-20T09:30:00.000Z',
    actor_id: null,
    actor_name: '前任管理員',
    action: 'user.update',
    target_type: 'user',
    target_id: '8',
    target_name: '王小明',
    before: { id: 8, name: '王小明', email: 'ming@example.edu', is_admin: false },
    after: { id: 8, name: '王小明', email: 'ming@example.edu', is_admin: false, password_reset: true },
  },
];
