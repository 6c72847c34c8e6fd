import { type Course, type CourseCategory, courseCategories } from '@pastexam/api-contract';
import { courseCategoryLabels } from '@pastexam/api-contract/labels';
import { ALL, courseCategoryOptions, withAllOption } from '../form/options.ts';
import { AdminTable, type AdminTableFrameProps, type AdminTableSpec, RowActions } from './admin-table.tsx';
import { type NameBadge, NameCell } from './name-cell.tsx';
import type { Column } from './responsive-table.tsx';
import { zhCollator } from './table-view.ts';

export interface CourseTableProps extends AdminTableFrameProps {
  /** Every course, as GET /courses/admin/courses returns them. Required, no default. */
  courses: readonly Course[];
  /** Called by 新增課程. Required, no default. */
  onCreate: () => void;
  /** Called with the course whose edit button was pressed. Required, no default. */
  onEdit: (course: Course) => void;
  /** Called with the course whose delete button was pressed; the caller confirms. Required, no default. */
  onDelete: (course: Course) => void;
}

const categoryOptions = withAllOption(courseCategoryOptions, '全部類別');

const comparators = {
  name: (a: Course, b: Course) => zhCollator.compare(a.name, b.name),
  category: (a: Course, b: Course) =>
    courseCategories.indexOf(a.category) - courseCategories.indexOf(b.category) ||
    zhCollator.compare(a.name, b.name),
  archives: (a: Course, b: Course) => a.archive_count - b.archive_count,
};

/** By name, within the chosen category. */
const matches = (course: Course, search: string, category: CourseCategory | typeof ALL) =>
  (category === ALL || course.category === category) && course.name.toLowerCase().includes(search);

type SortKey = keyof typeof comparators;

/** Beside the name of a course a student's upload created, until an admin confirms it. */
const PENDING_BADGE: NameBadge = { label: '待審核', variant: 'filled', color: 'yellow', autoContrast: true };

const COLUMNS: readonly Column<Course, SortKey>[] = [
  {
    label: '課程名稱',
    sortKey: 'name',
    cell: (course) => <NameCell name={course.name} badge={course.pending ? PENDING_BADGE : null} />,
  },
  { label: '類別', sortKey: 'category', cell: (course) => courseCategoryLabels[course.category] },
  { label: '考古題數', sortKey: 'archives', cell: (course) => course.archive_count },
];

const COURSE_TABLE: AdminTableSpec<Course, SortKey, CourseCategory | typeof ALL> = {
  columns: COLUMNS,
  rowKey: (course) => course.id,
  filterOptions: categoryOptions,
  initialFilter: ALL,
  matches,
  comparators,
  initialSort: { key: 'category', direction: 'asc' },
  minWidth: 520,
  labels: {
    search: '搜尋課程',
    searchPlaceholder: '輸入課程名稱',
    filter: '類別',
    create: '新增課程',
    list: '課程列表',
    unit: '門課程',
  },
  messages: {
    loading: '載入課程中…',
    empty: '尚無課程，請按「新增課程」建立第一門課程',
    noMatch: '沒有符合條件的課程',
    failed: '無法載入課程列表',
  },
};

/** Course administration: search, a category filter, sortable columns and pages, with edit and delete per row. */
export function CourseTable({ courses, onEdit, onDelete, ...frame }: CourseTableProps) {
  return (
    <AdminTable
      spec={COURSE_TABLE}
      rows={courses}
      {...frame}
      actions={(course) => (
        <RowActions name={course.name} onEdit={() => onEdit(course)} onDelete={() => onDelete(course)} />
      )}
    />
  );
}
