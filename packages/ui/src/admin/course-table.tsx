import { Badge, Group, Table, Text } from '@mantine/core';
import { type Course, type CourseCategory, courseCategories } from '@pastexam/api-contract';
import { courseCategoryLabels } from '@pastexam/api-contract/labels';
import { AdminTable, RowActions } from './admin-table.tsx';
import { useTableView, zhCollator } from './table-view.ts';

export interface CourseTableProps {
  /** Every course, as GET /courses/admin/courses returns them. Required, no default. */
  courses: readonly Course[];
  /** The list is still loading: a spinner row replaces the rows. Required, no default. */
  loading: boolean;
  /** The list could not be loaded: the table says so and 重新載入 calls this. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** Called by 新增課程. Required, no default. */
  onCreate: () => void;
  /** Called with the course whose edit button was pressed. Required, no default. */
  onEdit: (course: Course) => void;
  /** Called with the course whose delete button was pressed; the caller confirms. Required, no default. */
  onDelete: (course: Course) => void;
  /** Rows per page. Default 10. */
  pageSize?: number;
}

const ALL = 'all';
const categoryOptions: { value: CourseCategory | typeof ALL; label: string }[] = [
  { value: ALL, label: '全部類別' },
  ...courseCategories.map((category) => ({ value: category, label: courseCategoryLabels[category] })),
];

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

const COLUMNS = [
  { label: '課程名稱', sortKey: 'name' },
  { label: '類別', sortKey: 'category' },
  { label: '考古題數', sortKey: 'archives' },
  { label: '操作' },
] as const;

/** Course administration: search, a category filter, sortable columns and pages, with edit and delete per row. */
export function CourseTable({
  courses,
  loading,
  onRetry = null,
  onCreate,
  onEdit,
  onDelete,
  pageSize = 10,
}: CourseTableProps) {
  const view = useTableView({
    initialFilter: ALL,
    rows: courses,
    matches,
    comparators,
    initialSort: { key: 'category', direction: 'asc' },
    pageSize,
  });

  return (
    <AdminTable
      view={view}
      labels={{
        search: '搜尋課程',
        searchPlaceholder: '輸入課程名稱',
        filter: '類別',
        create: '新增課程',
        unit: '門課程',
      }}
      filterOptions={categoryOptions}
      onCreate={onCreate}
      columns={COLUMNS}
      minWidth={520}
      loading={loading}
      onRetry={onRetry}
      messages={{
        loading: '載入課程中…',
        empty: '尚無課程，請按「新增課程」建立第一門課程',
        noMatch: '沒有符合條件的課程',
        failed: '無法載入課程列表',
      }}
    >
      {view.pageRows.map((course) => (
        <Table.Tr key={course.id}>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{course.name}</Text>
              {course.pending && (
                <Badge size="xs" variant="filled" color="yellow" autoContrast>
                  待審核
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>{courseCategoryLabels[course.category]}</Table.Td>
          <Table.Td>{course.archive_count}</Table.Td>
          <Table.Td>
            <RowActions name={course.name} onEdit={() => onEdit(course)} onDelete={() => onDelete(course)} />
          </Table.Td>
        </Table.Tr>
      ))}
    </AdminTable>
  );
}
