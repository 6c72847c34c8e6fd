import {
  type ArchiveOverview,
  archiveTypes,
  type CoursesByCategory,
  courseCategories,
  emptyCoursesByCategory,
  type ListedArchive,
  type OverviewArchive,
} from '@pastexam/api-contract';
import { archiveTypeLabels } from '@pastexam/api-contract/labels';

/** Stories' and tests' data: a small department. */
export const sampleCourses: CoursesByCategory = {
  freshman: [
    { id: 1, name: 'C 程式設計' },
    { id: 2, name: '計算機概論' },
  ],
  sophomore: [
    { id: 3, name: '資料結構' },
    { id: 4, name: '離散數學' },
  ],
  junior: [{ id: 5, name: 'Operating Systems 作業系統' }],
  senior: [],
  graduate: [{ id: 6, name: '高等演算法' }],
  interdisciplinary: [],
  general: [{ id: 7, name: '英文（一）' }],
};

const base = {
  download_count: 0,
  uploader_id: null,
  created_at: '2025-01-10T08:00:00.000Z',
  message_count: 0,
  question_count: 0,
  answered_count: 0,
};

export const sampleArchives: ListedArchive[] = [
  {
    ...base,
    id: 11,
    name: '期中考',
    professor: '林教授',
    academic_year: 112,
    archive_type: 'midterm',
    has_answers: true,
    download_count: 31,
    message_count: 3,
    question_count: 40,
    answered_count: 12,
  },
  {
    ...base,
    id: 12,
    name: '期末考',
    professor: '林教授',
    academic_year: 112,
    archive_type: 'final',
    has_answers: false,
  },
  {
    ...base,
    id: 13,
    name: '第一次小考',
    professor: '王教授',
    academic_year: 113,
    archive_type: 'quiz',
    has_answers: false,
    download_count: 4,
  },
  {
    ...base,
    id: 14,
    name: '期末考',
    professor: '王教授',
    academic_year: 113,
    archive_type: 'final',
    has_answers: true,
    download_count: 12,
  },
  {
    ...base,
    id: 15,
    name: '期中考',
    professor: '王教授',
    academic_year: 113,
    archive_type: 'midterm',
    has_answers: false,
    download_count: 20,
  },
  {
    ...base,
    id: 16,
    name: '複習題',
    professor: '林教授',
    academic_year: 111,
    archive_type: 'other',
    has_answers: true,
  },
];

const surnames = ['王', '林', '陳', '張', '李', '黃', '吳', '劉'];

/**
 * A long-running course's archives for stories and tests of a large list: `count` of them over twenty years
 * (113 down to 94), each year with all four types and several professors, every third with answers. Each is
 * named by its number (第 1 份期中考), so a test can tell any two apart.
 */
export function manyArchives(count: number): ListedArchive[] {
  return Array.from({ length: count }, (_, index) => {
    const type = archiveTypes[Math.floor(index / 20) % archiveTypes.length] ?? 'other';
    return {
      ...base,
      id: 1000 + index,
      name: `第 ${index + 1} 份${archiveTypeLabels[type]}`,
      professor: `${surnames[Math.floor(index / 80) % surnames.length]}教授`,
      academic_year: 113 - (index % 20),
      archive_type: type,
      has_answers: index % 3 === 0,
      download_count: (index * 7) % 90,
    };
  });
}

const subjects = ['資料結構', '演算法', '線性代數', 'Operating Systems 作業系統', '計算機網路'];

/**
 * A large department for stories and tests: `count` courses spread over the seven categories in turn, named by
 * subject and number (資料結構 1, 演算法 2, …), ids from 100.
 */
export function manyCourses(count: number): CoursesByCategory {
  const courses = emptyCoursesByCategory();
  for (let index = 0; index < count; index += 1) {
    const category = courseCategories[index % courseCategories.length] ?? 'general';
    courses[category].push({ id: 100 + index, name: `${subjects[index % subjects.length]} ${index + 1}` });
  }
  return courses;
}

/** Stories' and tests' overview: a student who has opened three courses and follows two, in a department with a busy term. */
const uploaded = (id: number, values: Partial<OverviewArchive>): OverviewArchive => ({
  id,
  name: '期中考',
  professor: '王教授',
  academic_year: 113,
  archive_type: 'midterm',
  has_answers: false,
  download_count: 0,
  uploader_id: null,
  created_at: '2025-10-20T02:00:00.000Z',
  course_id: 3,
  course_name: '資料結構',
  course_category: 'sophomore',
  ...values,
});

export const sampleOverview: ArchiveOverview = {
  term: { academic_year: 114, semester: 1, starts_on: '2025-08-01', ends_on: '2026-01-31' },
  recent_courses: [
    {
      id: 3,
      name: '資料結構',
      category: 'sophomore',
      pending: false,
      visited_at: '2025-10-21T08:00:00.000Z',
    },
    {
      id: 9,
      name: '新開的跨域專題',
      category: 'interdisciplinary',
      pending: true,
      visited_at: '2025-10-20T08:00:00.000Z',
    },
    {
      id: 1,
      name: 'C 程式設計',
      category: 'freshman',
      pending: false,
      visited_at: '2025-10-02T08:00:00.000Z',
    },
  ],
  recent_archives: [
    {
      ...uploaded(40, {
        name: '期末考',
        archive_type: 'final',
        professor: '林教授',
        course_id: 5,
        course_name: 'Operating Systems 作業系統',
        course_category: 'junior',
      }),
      viewed_at: '2025-10-21T09:00:00.000Z',
    },
  ],
  followed_courses: [
    {
      id: 3,
      name: '資料結構',
      category: 'sophomore',
      pending: false,
      newest_archives: [
        uploaded(41, { name: '第二次小考', archive_type: 'quiz', created_at: '2025-10-20T02:00:00.000Z' }),
        uploaded(39, { academic_year: 112, has_answers: true, created_at: '2025-09-30T04:00:00.000Z' }),
      ],
    },
    { id: 9, name: '新開的跨域專題', category: 'interdisciplinary', pending: true, newest_archives: [] },
  ],
  newest_archives: [
    uploaded(41, { name: '第二次小考', archive_type: 'quiz', created_at: '2025-10-20T02:00:00.000Z' }),
    uploaded(40, {
      name: '期末考',
      archive_type: 'final',
      professor: '林教授',
      course_id: 5,
      course_name: 'Operating Systems 作業系統',
      course_category: 'junior',
      created_at: '2025-10-18T16:30:00.000Z',
    }),
    uploaded(39, { academic_year: 112, has_answers: true, created_at: '2025-09-30T04:00:00.000Z' }),
  ],
  popular_archives: [
    {
      ...uploaded(14, { archive_type: 'final', name: '期末考', download_count: 120 }),
      term_download_count: 37,
    },
    {
      ...uploaded(21, {
        course_id: 1,
        course_name: 'C 程式設計',
        course_category: 'freshman',
        download_count: 64,
      }),
      term_download_count: 12,
    },
  ],
};

/** A new user in a department with nothing uploaded yet. */
export const emptyOverview: ArchiveOverview = {
  ...sampleOverview,
  recent_courses: [],
  recent_archives: [],
  followed_courses: [],
  newest_archives: [],
  popular_archives: [],
};
