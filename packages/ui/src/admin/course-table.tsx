import { ActionIcon, Group, Stack, Table } from '@mantine/core';
import {
  type Course,
  type CourseCategory,
  courseCategories,
  courseCategoryLabels,
} from '@pastexam/api-contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { SortableTh } from './sortable-th.tsx';
import { TableBodyState } from './table-body-state.tsx';
import { TableFooter } from './table-footer.tsx';
import { TableToolbar } from './table-toolbar.tsx';
import { useTableView, zhCollator } from './table-view.ts';

export interface CourseTableProps {
  /** Every course, as GET /courses/admin/courses returns them. Required, no default. */
  courses: readonly Course[];
  /** The list is still loading: a spinner row replaces the rows. Required, no default. */
  loading: boolean;
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
const COLUMNS = 4;

/** Course administration: search, a category filter, sortable columns and pages, with edit and delete per row. */
export function CourseTable({
  courses,
  loading,
  onCreate,
  onEdit,
  onDelete,
  pageSize = 10,
}: CourseTableProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CourseCategory | typeof ALL>(ALL);
  const matches = useCallback(
    (course: Course) =>
      (category === ALL || course.category === category) &&
      course.name.toLowerCase().includes(search.trim().toLowerCase()),
    [search, category],
  );
  const view = useTableView({
    rows: courses,
    matches,
    comparators,
    initialSort: { key: 'category', direction: 'asc' },
    pageSize,
  });

  return (
    <Stack gap="sm">
      <TableToolbar
        searchLabel="搜尋課程"
        searchPlaceholder="輸入課程名稱"
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          view.setPage(1);
        }}
        filterLabel="類別"
        filterOptions={categoryOptions}
        filter={category}
        onFilterChange={(value) => {
          setCategory(value);
          view.setPage(1);
        }}
        createLabel="新增課程"
        onCreate={onCreate}
      />
      <Table.ScrollContainer minWidth={520} type="native">
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <SortableTh column="name" sort={view.sort} onSort={view.toggleSort}>
                課程名稱
              </SortableTh>
              <SortableTh column="category" sort={view.sort} onSort={view.toggleSort}>
                類別
              </SortableTh>
              <SortableTh column="archives" sort={view.sort} onSort={view.toggleSort}>
                考古題數
              </SortableTh>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableBodyState
              colSpan={COLUMNS}
              loading={loading}
              total={courses.length}
              matchCount={view.matchCount}
              messages={{
                loading: '載入課程中…',
                empty: '尚無課程，請按「新增課程」建立第一門課程',
                noMatch: '沒有符合條件的課程',
              }}
            >
              {view.pageRows.map((course) => (
                <Table.Tr key={course.id}>
                  <Table.Td>{course.name}</Table.Td>
                  <Table.Td>{courseCategoryLabels[course.category]}</Table.Td>
                  <Table.Td>{course.archive_count}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`編輯 ${course.name}`}
                        onClick={() => onEdit(course)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`刪除 ${course.name}`}
                        onClick={() => onDelete(course)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </TableBodyState>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooter
        matchCount={view.matchCount}
        unit="門課程"
        page={view.page}
        totalPages={view.totalPages}
        onPageChange={view.setPage}
      />
    </Stack>
  );
}
