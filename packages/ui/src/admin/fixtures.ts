import { type Course, courseCategories, type User } from '@pastexam/api-contract';

const NAMES = ['資料結構', '演算法', '作業系統', '計算機網路', '編譯器', '線性代數', '機率與統計'];

/** Made-up courses for stories and tests: two of each name pattern across categories. */
export function sampleCourses(count: number): Course[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${NAMES[index % NAMES.length] ?? '課程'}${index >= NAMES.length ? `（${Math.floor(index / NAMES.length) + 1}）` : ''}`,
    category: courseCategories[index % courseCategories.length] ?? 'general',
    archive_count: (index * 3) % 7,
    created_at: '2026-09-01T02:00:00.000Z',
  }));
}

/** The signed-in admin in the user stories. */
export const selfUser: User = {
  id: 1,
  name: '系統管理員',
  email: 'admin@example.edu',
  is_admin: true,
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
  avatar_url: null,
  auth_provider: 'local',
  last_login_at: null,
  created_at: '2026-03-01T00:00:00.000Z',
};

export const sampleUsers: User[] = [selfUser, ssoStudent, localStudent];
