import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TrashedArchive } from '@pastexam/api-contract';
import { archiveTypeLabels, courseCategoryLabels } from '@pastexam/api-contract/labels';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { ALL, withAllOption } from '../form/options.ts';
import { formatTaipeiDateTime } from '../time-format.ts';
import { AdminTable, type AdminTableFrameProps, type AdminTableSpec } from './admin-table.tsx';
import type { Column } from './responsive-table.tsx';
import { runningRowButton } from './row-busy.ts';
import { zhCollator } from './table-view.ts';

export interface TrashTableProps extends AdminTableFrameProps {
  /** Every archive in the trash, as GET /archives/admin/trash returns them. Required, no default. */
  archives: readonly TrashedArchive[];
  /** Called with the archive whose 還原 was pressed. Required, no default. */
  onRestore: (archive: TrashedArchive) => void;
  /** Called with the archive whose 永久刪除 was pressed; the caller confirms. Required, no default. */
  onPurge: (archive: TrashedArchive) => void;
  /** The archive whose restore or purge is running: its buttons wait. Default null. */
  busyId?: number | null;
}

const filterOptions = withAllOption([
  { value: 'archive', label: '單獨刪除的考古題' },
  { value: 'course', label: '隨課程刪除' },
]);
type TrashFilter = (typeof filterOptions)[number]['value'];

const comparators = {
  course: (a: TrashedArchive, b: TrashedArchive) =>
    zhCollator.compare(a.course_name, b.course_name) || zhCollator.compare(a.name, b.name),
  name: (a: TrashedArchive, b: TrashedArchive) => zhCollator.compare(a.name, b.name),
  year: (a: TrashedArchive, b: TrashedArchive) => a.academic_year - b.academic_year,
  deleted: (a: TrashedArchive, b: TrashedArchive) => Date.parse(a.deleted_at) - Date.parse(b.deleted_at),
};

/** By course, name or professor, within the chosen way of deletion. */
const matches = (item: TrashedArchive, search: string, filter: TrashFilter) =>
  (filter === ALL || item.course_deleted === (filter === 'course')) &&
  [item.course_name, item.name, item.professor].some((text) => text.toLowerCase().includes(search));

type SortKey = keyof typeof comparators;

const COLUMNS: readonly Column<TrashedArchive, SortKey>[] = [
  {
    label: '課程',
    sortKey: 'course',
    cell: (item) => (
      <Stack gap={2}>
        <Text size="sm">{item.course_name}</Text>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {courseCategoryLabels[item.course_category]}
          </Text>
          {item.course_deleted && (
            <Badge size="xs" color="gray" variant="light">
              課程已刪除
            </Badge>
          )}
        </Group>
      </Stack>
    ),
  },
  // The archive heads its card: the buttons are named for it.
  { label: '名稱', sortKey: 'name', title: true, cell: (item) => item.name },
  { label: '學年度', sortKey: 'year', cell: (item) => item.academic_year },
  { label: '類型', cell: (item) => archiveTypeLabels[item.archive_type] },
  { label: '教授', cell: (item) => item.professor },
  {
    label: '刪除時間',
    sortKey: 'deleted',
    cell: (item) => (
      <Stack gap={2}>
        <Text size="sm">
          {formatTaipeiDateTime(item.deleted_at)}
          {item.deleted_by ? `・${item.deleted_by}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {formatTaipeiDateTime(item.purge_at)} 將永久刪除
        </Text>
      </Stack>
    ),
  },
];

const TRASH_TABLE: AdminTableSpec<TrashedArchive, SortKey, TrashFilter> = {
  columns: COLUMNS,
  rowKey: (item) => item.id,
  filterOptions,
  initialFilter: ALL,
  matches,
  comparators,
  initialSort: { key: 'deleted', direction: 'desc' },
  minWidth: 860,
  labels: {
    search: '搜尋垃圾桶',
    searchPlaceholder: '輸入課程、名稱或教授',
    filter: '刪除方式',
    list: '垃圾桶列表',
    unit: '份考古題',
  },
  messages: {
    loading: '載入垃圾桶中…',
    empty: '垃圾桶是空的',
    noMatch: '沒有符合條件的考古題',
    failed: '無法載入垃圾桶',
  },
};

/**
 * What 還原 does when the course is deleted too. Whether a course of that name is active again is known only
 * when the restore runs, so the hint names both outcomes and the toast afterwards says which one it was.
 */
const RESTORE_WITH_COURSE = '還原（課程也已刪除：會一併還原課程；已有同名課程時改放入該課程）';

/** The admin's 垃圾桶: deleted archives with when and by whom, to restore or purge for good. */
export function TrashTable({ archives, onRestore, onPurge, busyId = null, ...frame }: TrashTableProps) {
  return (
    <AdminTable
      spec={TRASH_TABLE}
      rows={archives}
      {...frame}
      actions={(item) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={item.course_deleted ? RESTORE_WITH_COURSE : '還原'} multiline maw={280}>
            <ActionIcon
              variant="subtle"
              aria-label={`還原 ${item.name}`}
              {...runningRowButton(busyId, item.id)}
              onClick={() => onRestore(item)}
            >
              <IconRestore size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`永久刪除 ${item.name}`}
            disabled={busyId !== null}
            onClick={() => onPurge(item)}
          >
            <IconTrashX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    />
  );
}
