import {
  archiveTypes,
  type CoursesByCategory,
  courseCategories,
  emptyCoursesByCategory,
  type ListedArchive,
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
