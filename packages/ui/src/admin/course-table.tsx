import { type Course, type CourseCategory, courseCategories } from '@pastexam/api-contract';
import type { Labels } from '@pastexam/api-contract/labels';
import { useMemo } from 'react';
import { ALL, courseCategoryOptions, withAllOption } from '../form/options.ts';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/admin.zh-TW.ts';
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
type Spec = AdminTableSpec<Course, SortKey, CourseCategory | typeof ALL>;

const columnsFor = (t: Translate<MessageId>, labels: Labels): readonly Column<Course, SortKey>[] => {
  const pendingBadge: NameBadge = {
    label: t('admin.pending'),
    variant: 'filled',
    color: 'yellow',
    autoContrast: true,
  };
  return [
    {
      label: t('admin.courseName'),
      sortKey: 'name',
      cell: (course) => <NameCell name={course.name} badge={course.pending ? pendingBadge : null} />,
    },
    {
      label: t('admin.category'),
      sortKey: 'category',
      cell: (course) => labels.courseCategory[course.category],
    },
    { label: t('admin.archiveCount'), sortKey: 'archives', cell: (course) => course.archive_count },
  ];
};

const courseTable = (t: Translate<MessageId>, labels: Labels): Spec => ({
  columns: columnsFor(t, labels),
  rowKey: (course) => course.id,
  filterOptions: withAllOption(courseCategoryOptions(labels), t('admin.allCategories')),
  initialFilter: ALL,
  matches,
  comparators,
  initialSort: { key: 'category', direction: 'asc' },
  minWidth: 520,
  labels: {
    search: t('admin.courseSearch'),
    searchPlaceholder: t('admin.courseSearchPlaceholder'),
    filter: t('admin.category'),
    create: t('admin.courseCreate'),
    list: t('admin.courseList'),
    count: (count) => t('admin.courseCount', { count }),
  },
  messages: {
    loading: t('admin.courseLoading'),
    empty: t('admin.courseEmpty'),
    noMatch: t('admin.courseNoMatch'),
    failed: t('admin.courseFailed'),
  },
});

/** Course administration: search, a category filter, sortable columns and pages, with edit and delete per row. */
export function CourseTable({ courses, onEdit, onDelete, ...frame }: CourseTableProps) {
  const t = useT(adminMessages);
  const labels = useLabels();
  const spec = useMemo(() => courseTable(t, labels), [t, labels]);
  return (
    <AdminTable
      spec={spec}
      rows={courses}
      {...frame}
      actions={(course) => (
        <RowActions name={course.name} onEdit={() => onEdit(course)} onDelete={() => onDelete(course)} />
      )}
    />
  );
}
