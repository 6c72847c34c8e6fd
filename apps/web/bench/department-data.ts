// A large department for the benchmark: 500 courses over the seven categories and one course with 2,000
// archives, made the same way on every run (no randomness) and checked against the contract's schemas, so the
// stand-in API answers exactly the shapes the real one does.
import {
  archiveListSchema,
  archiveTypes,
  type CoursesByCategory,
  courseCategories,
  coursesByCategorySchema,
  emptyCoursesByCategory,
  type ListedArchive,
  type User,
  userSchema,
} from '@pastexam/api-contract';

export const COURSE_COUNT = 500;
export const ARCHIVE_COUNT = 2_000;
export const USER_COUNT = 2_000;
/** The course with every archive; the others have none. */
export const LARGE_COURSE = { id: 1, name: '資料結構（甲班）' } as const;
/** The student the benchmark signs in as; some archives are theirs, so their rows offer 刪除. */
export const STUDENT_ID = 7;
export const ADMIN_ID = 1;

const subjects = [
  '資料結構',
  '演算法',
  '計算機概論',
  'C 程式設計',
  '物件導向程式設計',
  '離散數學',
  '線性代數',
  '微積分',
  '機率與統計',
  'Operating Systems 作業系統',
  '計算機組織',
  '計算機網路',
  '資料庫系統',
  '編譯器設計',
  '軟體工程',
  '數位邏輯設計',
  '人工智慧',
  '機器學習',
  '電腦圖學',
  '資訊安全',
  '平行程式設計',
  '分散式系統',
  '嵌入式系統',
  '自然語言處理',
  '英文（一）',
];
const sections = ['甲班', '乙班', '丙班', '丁班', '戊班', '己班', '庚班', '辛班', '壬班', '癸班'];
const surnames = ['王', '林', '陳', '張', '李', '黃', '吳', '劉', '蔡', '楊', '許', '鄭', '謝', '郭', '洪'];
const examNames: Record<(typeof archiveTypes)[number], string[]> = {
  midterm: ['期中考', '第一次期中考', '第二次期中考'],
  final: ['期末考', '期末考（補考）'],
  quiz: ['第一次小考', '第二次小考', '第三次小考'],
  other: ['複習題', '模擬考'],
};

/** Every course name once: subject × section, 250 of them, then the same with 進階 for the rest. */
function courseNames(): string[] {
  const names: string[] = [];
  for (let round = 0; names.length < COURSE_COUNT; round += 1) {
    for (const subject of subjects) {
      for (const section of sections) {
        if (names.length < COURSE_COUNT) names.push(`${round === 0 ? '' : '進階'}${subject}（${section}）`);
      }
    }
  }
  return names;
}

export function departmentCourses(): CoursesByCategory {
  const courses = emptyCoursesByCategory();
  courseNames().forEach((name, index) => {
    const large = name === LARGE_COURSE.name;
    const category = large ? 'sophomore' : (courseCategories[index % courseCategories.length] ?? 'general');
    courses[category].push({ id: large ? LARGE_COURSE.id : index + 2, name });
  });
  for (const category of courseCategories)
    courses[category].sort((a, b) => a.name.localeCompare(b.name, 'zh-TW'));
  return coursesByCategorySchema.parse(courses);
}

export function departmentArchives(): ListedArchive[] {
  const archives: ListedArchive[] = [];
  for (let index = 0; index < ARCHIVE_COUNT; index += 1) {
    const type = archiveTypes[index % archiveTypes.length] ?? 'other';
    const names = examNames[type];
    archives.push({
      question_count: 0,
      answered_count: 0,
      id: 10_000 + index,
      name: names[Math.floor(index / 4) % names.length] ?? '期中考',
      professor: `${surnames[Math.floor(index / 7) % surnames.length]}教授`,
      // Twenty years, a hundred archives each, from 113 down.
      academic_year: 113 - (index % 20),
      archive_type: type,
      has_answers: index % 3 === 0,
      download_count: (index * 37) % 500,
      uploader_id: index % 20 === 0 ? STUDENT_ID : 100 + (index % 50),
      created_at: new Date(Date.UTC(2025, 0, 1) + index * 3_600_000).toISOString(),
      message_count: index % 7,
    });
  }
  return archiveListSchema.parse(archives);
}

export function departmentUsers(): User[] {
  return Array.from({ length: USER_COUNT }, (_, index) =>
    userSchema.parse({
      id: index + 1,
      name: `${surnames[index % surnames.length]}同學 ${index + 1}`,
      email: `s${String(index + 1).padStart(5, '0')}@example.edu`,
      is_admin: index + 1 === ADMIN_ID,
      nickname: null,
      avatar_url: null,
      auth_provider: index % 4 === 0 ? 'local' : 'oidc',
      last_login_at: null,
      created_at: '2025-09-01T00:00:00.000Z',
    }),
  );
}
