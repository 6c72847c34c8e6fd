import {
  archiveTypes,
  type Course,
  courseCategories,
  type TrashedArchive,
  type User,
} from '@pastexam/api-contract';

const NAMES = ['資料結構', '演算法', '作業系統', '計算機網路', '編譯器', '線性代數', '機率與統計'];

/** Made-up courses for stories and tests: two of each name pattern across categories. */
export function sampleCourses(count: number): Course[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${NAMES[index % NAMES.length] ?? '課程'}${index >= NAMES.length ? `（${Math.floor(index / NAMES.length) + 1}）` : ''}`,
    category: courseCategories[index % courseCategories.length] ?? 'general',
    archive_count: (index * 3) % 7,
    pending: false,
    created_at: '2026-09-01T02:00:00.000Z',
  }));
}

/** Courses students' uploads created, awaiting an admin: a typo of an existing course and a new one. */
export const pendingCourses: Course[] = [
  {
    id: 90,
    name: '資料結購',
    category: 'freshman',
    archive_count: 1,
    pending: true,
    created_at: '2026-11-18T06:30:00.000Z',
  },
  {
    id: 91,
    name: '量子計算導論',
    category: 'interdisciplinary',
    archive_count: 2,
    pending: true,
    created_at: '2026-11-19T09:10:00.000Z',
  },
];

/** The signed-in admin in the user stories. */
export const selfUser: User = {
  id: 1,
  name: '系統管理員',
  email: 'admin@example.edu',
  is_admin: true,
  nickname: null,
  avatar_url: null,
  auth_provider: 'local',
  last_login_at: '2026-11-20T16:30:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
};

export const ssoStudent: User = {
  id: 2,
  name: '王小明',
  email: 'ming@example.edu',
  is_admin: false,
  nickname: null,
  avatar_url: null,
  auth_provider: 'oidc',
  last_login_at: '2026-11-19T01:05:00.000Z',
  created_at: '2026-02-01T00:00:00.000Z',
};

export const localStudent: User = {
  id: 3,
  name: '陳同學',
  email: 'chen@example.edu',
  is_admin: false,
  nickname: null,
  avatar_url: null,
  auth_provider: 'local',
  last_login_at: null,
  created_at: '2026-03-01T00:00:00.000Z',
};

export const sampleUsers: User[] = [selfUser, ssoStudent, localStudent];

/** An account brought in from the original system with an e-mail it accepted and this system would not. */
export const importedUser: User = {
  ...localStudent,
  id: 4,
  name: 'sa',
  email: 'sa@cs',
  email_needs_review: true,
};

const DAY_MS = 86_400_000;

/**
 * Made-up archives in the trash: every third went with its deleted course, the rest were deleted alone, one a
 * day back from 2026-11-20; every fifth has no known deleter.
 */
export function sampleTrash(count: number): TrashedArchive[] {
  return Array.from({ length: count }, (_, index) => {
    const deleted = Date.parse('2026-11-20T03:00:00.000Z') - index * DAY_MS;
    return {
      id: 100 + index,
      course_id: 1 + (index % NAMES.length),
      course_name: NAMES[index % NAMES.length] ?? '課程',
      course_category: courseCategories[index % courseCategories.length] ?? 'general',
      course_deleted: index % 3 === 2,
      name: `${110 + (index % 4)} 學年度第 ${index + 1} 份`,
      professor: ['王教授', '李教授', '陳教授'][index % 3] ?? '王教授',
      academic_year: 110 + (index % 4),
      archive_type: archiveTypes[index % archiveTypes.length] ?? 'other',
      deleted_at: new Date(deleted).toISOString(),
      deleted_by: index % 5 === 4 ? null : '系統管理員',
      purge_at: new Date(deleted + 30 * DAY_MS).toISOString(),
    };
  });
}
